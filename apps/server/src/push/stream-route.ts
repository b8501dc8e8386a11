import { TICKET_TTL_MS, endpoints } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { issueTicket } from '../auth/one-use-tickets';
import { mountEndpoint } from '../http/mount-endpoint';
import type { PushHub } from './push-hub';
import { SseConnection } from './sse-connection';

/**
 * POST /prod-apiplus/api/Push/Ticket and GET /prod-apiplus/api/Push/Stream (SSE). EventSource sends no headers,
 * and a token in a URL is never taken (docs/decisions/0506): a signed-in client asks for a one-use ticket
 * (good once, for 30 s, bound to its session) and opens `Stream?ticket=…`; every reconnection asks for a new
 * one. Headers work too. A refused ticket or token answers 401, OrgDataAuthorityType 0 code 402, as JSON before
 * the stream opens. Events: push/README.md.
 */
export function mountPushStream(app: FastifyInstance, hub: PushHub): void {
  mountEndpoint(app, endpoints.pushTicket, async (ctx) => ({
    ticket: await issueTicket(ctx.db, ctx.session.tokenHash, ctx.params.purpose as 'push', TICKET_TTL_MS),
    expiresInMs: TICKET_TTL_MS,
  }));
  mountEndpoint(
    app,
    endpoints.pushStream,
    async (ctx) => {
      const reply = ctx.reply;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      ctx.request.raw.socket.setTimeout(0);
      ctx.request.raw.socket.setNoDelay(true);
      res.write('retry: 5000\n\n');
      let expiry: NodeJS.Timeout | undefined;
      const conn = new SseConnection(ctx.user, ctx.session, ctx.scope, ctx.grants, res, (c) => {
        hub.remove(c);
        clearTimeout(expiry);
      });
      // The session's own end: the stream stops when the token expires, even between rechecks.
      expiry = setTimeout(() => conn.close('session'), Math.max(0, Math.min(ctx.session.expiresAt.getTime() - Date.now(), 2_147_483_647)));
      expiry.unref();
      await hub.add(conn).catch((e) => {
        app.log.warn({ err: e }, 'push: stream setup failed');
        conn.close();
      });
      return reply;
    },
    { skipDecode: true },
  );
}
