import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/** A connection must deliver its first request's headers within this time, or it is closed (ms). */
export const firstRequestTimeoutMs = 10_000;
/** An idle keep-alive connection is closed after this time (ms). */
export const keepAliveTimeoutMs = 5_000;
/** Headers of any request must be complete within this time (ms). */
export const headersTimeoutMs = 10_000;

export interface ConnectionGuardOptions {
  /** Connections one address may hold open at once; 0 = no cap. */
  readonly maxPerAddress: number;
  /** Addresses exempt from the cap (the TRUSTED_PROXIES list: every client of a proxy arrives from it). */
  readonly trustedProxies: readonly string[];
}

/** `::ffff:127.0.0.2` → `127.0.0.2`. */
const plainAddress = (a: string | undefined): string => (a ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Limits what one source address can hold on the HTTP server (docs/decisions/0285): at most `maxPerAddress`
 * open sockets (more are destroyed as they arrive), and a socket that sends no complete request within
 * `firstRequestTimeoutMs` is closed. Idle keep-alive sockets close after `keepAliveTimeoutMs` (Fastify's
 * option, set in build-app.ts); request headers are bounded by `headersTimeoutMs`.
 */
export function guardConnections(server: Server, options: ConnectionGuardOptions): void {
  const open = new Map<string, number>();
  const trusted = options.trustedProxies.length ? proxyAddr.compile([...options.trustedProxies]) : () => false;
  const firstRequest = new WeakMap<Socket, NodeJS.Timeout>();
  server.headersTimeout = headersTimeoutMs;

  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress);
    const exempt = trusted(address, 0);
    if (!exempt && options.maxPerAddress > 0) {
      const n = (open.get(address) ?? 0) + 1;
      if (n > options.maxPerAddress) {
        socket.destroy();
        return;
      }
      open.set(address, n);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    }
    const timer = setTimeout(() => socket.destroy(), firstRequestTimeoutMs);
    timer.unref();
    firstRequest.set(socket, timer);
    socket.once('close', () => clearTimeout(timer));
  });

  server.on('request', (req) => {
    const timer = firstRequest.get(req.socket);
    if (timer) {
      clearTimeout(timer);
      firstRequest.delete(req.socket);
    }
  });
}
