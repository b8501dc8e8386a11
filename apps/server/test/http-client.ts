/** Small HTTP helpers for tests: what a client written from SPEC sends. */

export interface Reply<T = Record<string, any>> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

/** A fetch response as a Reply: the body parsed as JSON when it is JSON, else its text. */
export async function replyOf(res: Response): Promise<Reply> {
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

/** POST form-encoded (the default encoding of SPEC §7 calls). */
export async function postForm(url: string, fields: Record<string, string | number>, headers: Record<string, string> = {}): Promise<Reply> {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  return replyOf(await fetch(url, { method: 'POST', body, headers }));
}

export async function postJson(url: string, json: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  return replyOf(await fetch(url, { method: 'POST', body: JSON.stringify(json), headers: { 'content-type': 'application/json', ...headers } }));
}

/**
 * GET with `query`. A `token` there goes in the `token` header too, as a SPEC §7 client sends it with every call:
 * the server takes no token from a URL (docs/decisions/0506).
 */
export async function get(url: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}): Promise<Reply> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const sent = query.token === undefined || 'token' in headers || 'authorization' in headers ? headers : { ...headers, token: String(query.token) };
  return replyOf(await fetch(qs ? `${url}?${qs}` : url, { headers: sent }));
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export { login } from '../testing/sign-in';
