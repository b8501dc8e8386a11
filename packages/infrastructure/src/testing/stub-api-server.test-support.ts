import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A canned answer: HTTP status and JSON body; `delayMs` holds it back (timeouts). */
export interface StubAnswer {
  readonly status?: number;
  readonly body?: unknown;
  readonly delayMs?: number;
}

/**
 * A tiny real HTTP server answering SPEC-shaped bodies for answers the real server never gives
 * (OAuth invalid_grant, HTTP 500, odd codes), so every row of the error catalogue is exercised over HTTP.
 */
export interface StubApiServer {
  readonly baseUrl: string;
  /** Paths requested, in order. */
  readonly hits: string[];
  /** Sets the answer of a path (as requested, e.g. `/prod-apiplus/api/x`). */
  answer(path: string, answer: StubAnswer): void;
  close(): Promise<void>;
}

export async function startStubApiServer(): Promise<StubApiServer> {
  const answers = new Map<string, StubAnswer>();
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stub').pathname;
      hits.push(path);
      const a = answers.get(path) ?? { status: 404, body: { code: 404, msg: 'not found' } };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(a.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(a.body ?? {}));
      };
      if (a.delayMs) setTimeout(send, a.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    hits,
    answer: (path, answer) => void answers.set(path, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
