/**
 * HTTP from a chosen source address (Linux routes all of 127/8 to loopback, so a test can be "another client"
 * by binding its socket to 127.0.0.2) and raw bodies that `fetch` would not send.
 */
import http from 'node:http';

export interface RawReply {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
  /** The JSON body, or undefined when it is not JSON. */
  readonly body: Record<string, any> | undefined;
}

export interface RawRequest {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  /** Source address of the client socket (default 127.0.0.1). */
  readonly from?: string;
}

/** One request on a fresh connection (no keep-alive), answered in full. */
export function send(url: string, req: RawRequest = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
    const r = http.request(
      url,
      {
        method: req.method ?? (body ? 'POST' : 'GET'),
        localAddress: req.from ?? '127.0.0.1',
        agent: false,
        headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...req.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, any> | undefined;
          try {
            json = JSON.parse(text) as Record<string, any>;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body: json });
        });
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(body);
  });
}

/** A form-encoded POST (what SPEC §7 clients send) from `from`. */
export function postFormFrom(from: string, url: string, fields: Record<string, string | number>, headers: Record<string, string> = {}): Promise<RawReply> {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return send(url, { from, body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
}

/** Signs in with /web/login from `from`. */
export function loginFrom(from: string, api: string, userName: string, password: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return postFormFrom(from, `${api}/web/login`, { userName, password, fromplat: 'pc', wid: 11 }, headers);
}

/** A stack trace or an Error name in an answer: what a refusal must never show. */
export const STACK = /\bat [\w.<>]+ \(|node:internal|\/node_modules\/|Error: |"stack"/;
