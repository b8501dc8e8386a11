/**
 * Issue 12 (7): one address cannot hold thousands of sockets. Beyond MAX_CONNECTIONS_PER_IP the server closes
 * new connections from that address at once; a connection that sends nothing is closed within seconds; other
 * addresses are served throughout.
 */
import net from 'node:net';
import { startTestServer, type TestServer } from '../../testing';
import { firstRequestTimeoutMs, keepAliveTimeoutMs } from '../../src/http/connection-guard';
import { send } from './raw-http';

const CAP = 40;
let s: TestServer;
let port: number;
beforeAll(async () => {
  s = await startTestServer({ maxConnectionsPerIp: CAP });
  port = Number(new URL(s.baseUrl).port);
});
afterAll(async () => {
  await s?.close();
});

interface Held {
  readonly socket: net.Socket;
  closed: boolean;
  closedAt?: number;
}

/** Opens `n` TCP connections from `from` that send nothing; resolves once all are connected (or refused). */
async function openIdle(from: string, n: number): Promise<Held[]> {
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<Held>((resolve) => {
          const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
          const held: Held = { socket, closed: false };
          socket.on('close', () => {
            held.closed = true;
            held.closedAt = Date.now();
          });
          socket.on('error', () => undefined);
          socket.once('connect', () => resolve(held));
          socket.once('close', () => resolve(held));
        }),
    ),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('connections per address', () => {
  test(`${CAP * 3} idle sockets from 127.0.0.2: ${CAP} stay, the rest are closed at once; all close within seconds; 127.0.0.1 is served`, async () => {
    const opened = Date.now();
    const held = await openIdle('127.0.0.2', CAP * 3);
    await sleep(500);
    expect(held.filter((h) => !h.closed)).toHaveLength(CAP);
    // Another address is not affected.
    expect((await send(`${s.baseUrl}/health`)).status).toBe(200);
    // Nothing was sent on the kept ones: they are closed after firstRequestTimeoutMs (10 s), not held open.
    await sleep(firstRequestTimeoutMs + 1_500 - (Date.now() - opened));
    expect(held.filter((h) => !h.closed)).toHaveLength(0);
    const last = Math.max(...held.map((h) => h.closedAt ?? Infinity));
    expect(last - opened).toBeLessThan(firstRequestTimeoutMs + 1_500);
    // Their slots are free again: the address is served.
    expect((await send(`${s.baseUrl}/health`, { from: '127.0.0.2' })).status).toBe(200);
  }, 30_000);

  test('a keep-alive connection left idle after its answer is closed after keepAliveTimeoutMs (5 s)', async () => {
    const [held] = await openIdle('127.0.0.3', 1);
    const sent = Date.now();
    held.socket.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    let answer = '';
    held.socket.on('data', (c: Buffer) => (answer += c.toString()));
    await sleep(keepAliveTimeoutMs + 1_500);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(held.closed).toBe(true);
    expect((held.closedAt ?? Infinity) - sent).toBeGreaterThanOrEqual(keepAliveTimeoutMs - 100);
  }, 20_000);
});
