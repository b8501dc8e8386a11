import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request that passed through the proxy, as it went over the wire. */
export interface RecordedRequest {
  readonly method: string;
  /** Path without the query string. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: http.IncomingHttpHeaders;
  /** Raw body text. */
  readonly body: string;
  /** Form-encoded body decoded (empty for other encodings). */
  readonly form: URLSearchParams;
}

/** A real HTTP proxy in front of a real server: it records what the client sent, then forwards it. */
export interface RecordingProxy {
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Requests whose path ends with `suffix` (case-insensitive). */
  to(suffix: string): RecordedRequest[];
  close(): Promise<void>;
}

/** Starts a recording proxy forwarding to `target` (e.g. the test server's base URL). */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://proxy');
      const body = raw.toString('utf8');
      const form = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(body) : new URLSearchParams();
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body, form });
      const forward = http.request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      forward.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      forward.end(raw);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    to: (suffix) => requests.filter((r) => r.path.toLowerCase().endsWith(suffix.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
