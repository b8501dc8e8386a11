/** Small HTTP helpers for tests: what a client written from SPEC sends. */

export interface Reply<T = Record<string, any>> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

async function read(res: Response): Promise<Reply> {
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
  return read(await fetch(url, { method: 'POST', body, headers }));
}

export async function postJson(url: string, json: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  return read(await fetch(url, { method: 'POST', body: JSON.stringify(json), headers: { 'content-type': 'application/json', ...headers } }));
}

export async function get(url: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}): Promise<Reply> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return read(await fetch(qs ? `${url}?${qs}` : url, { headers }));
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** Signs in with the form-encoded /web/login and returns the token (throws when refused). */
export async function login(api: string, userName: string, password = 'Demo@2026'): Promise<string> {
  const r = await postForm(`${api}/web/login`, { userName, password, fromplat: 'pc', wid: 11 });
  if (r.body?.status !== 1) throw new Error(`login ${userName} failed: ${JSON.stringify(r.body)}`);
  return r.body.data.access_token as string;
}
