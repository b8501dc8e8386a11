/**
 * Issue 12 (7): one address cannot hold thousands of sockets. Beyond MAX_CONNECTIONS_PER_IP the server closes
 * new connections from that address at once; a connection that sends nothing is closed within seconds; other
 * addresses are served throughout.
 */
import net from 'node:net';
import { useTestServer } from '../../testing';
import { firstRequestTimeoutMs, keepAliveTimeoutMs } from '../../src/http/connection-guard';
import { send } from './raw-http';

const CAP = 40;
const s = useTestServer({ template: 'core', config: { maxConnectionsPerIp: CAP } });
let port: number;
beforeAll(async () => {
  port = Number(new URL(s.baseUrl).port);
});

interface Held {
  readonly socket: net.Socket;
  closed: boolean;
  connectedAt?: number;
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
          socket.once('connect', () => {
            held.connectedAt = Date.now();
            resolve(held);
          });
          socket.once('close', () => resolve(held));
        }),
    ),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done()` holds, checking every 50 ms, for at most `ms`: the outcome is asserted after it. */
async function until(done: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await sleep(50);
}

/*
 * Times are judged by when each socket closed relative to when it connected, not by fixed sleeps: on a loaded
 * CI machine the server's event loop may take seconds to accept (a CI run saw none closed after a 500 ms sleep).
 */
describe('connections per address', () => {
  test(`${CAP * 3} idle sockets from 127.0.0.2: ${CAP} stay until the first-request timeout, the rest are closed at once; 127.0.0.1 is served`, async () => {
    const held = await openIdle('127.0.0.2', CAP * 3);
    // Another address is not affected while the cap of 127.0.0.2 is full.
    expect((await send(`${s.baseUrl}/health`)).status).toBe(200);
    await until(() => held.every((h) => h.closed), firstRequestTimeoutMs + 30_000);
    expect(held.filter((h) => !h.closed)).toHaveLength(0);
    const closedAfter = held.map((h) => h.closedAt! - (h.connectedAt ?? h.closedAt!));
    // Beyond the cap: closed as they arrived, long before the first-request timeout.
    expect(closedAfter.filter((t) => t < firstRequestTimeoutMs - 2_000)).toHaveLength(CAP * 2);
    // The kept ones sent nothing: closed by the first-request timeout (10 s after the server took them), not held open.
    expect(closedAfter.filter((t) => t >= firstRequestTimeoutMs - 500)).toHaveLength(CAP);
    // Their slots are free again: the address is served.
    expect((await send(`${s.baseUrl}/health`, { from: '127.0.0.2' })).status).toBe(200);
  }, 90_000);

  test('a keep-alive connection left idle after its answer is closed after keepAliveTimeoutMs (5 s)', async () => {
    const [held] = await openIdle('127.0.0.3', 1);
    const sent = Date.now();
    held!.socket.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    let answer = '';
    held!.socket.on('data', (c: Buffer) => (answer += c.toString()));
    await until(() => held!.closed, keepAliveTimeoutMs + 30_000);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(held!.closed).toBe(true);
    expect((held!.closedAt ?? Infinity) - sent).toBeGreaterThanOrEqual(keepAliveTimeoutMs - 100);
  }, 60_000);
});
