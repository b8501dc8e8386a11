import { endpoints } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { mountEndpoint } from '../http/mount-endpoint';
import { tokenOf, rawParams } from '../http/request-input';
import type { PushHub } from './push-hub';
import { SseConnection } from './sse-connection';

/**
 * GET /prod-apiplus/api/Push/Stream (SSE). The token comes as the `token` query parameter (EventSource sends
 * no headers) or as usual; 401 / 402 are answered as JSON before the stream opens. Events: push/README.md.
 */
export function mountPushStream(app: FastifyInstance, hub: PushHub): void {
  mountEndpoint(
    app,
    endpoints.pushStream,
    async (ctx) => {
      const token = tokenOf(ctx.request, rawParams(ctx.request))!;
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
      const conn = new SseConnection(token, ctx.user, ctx.session, ctx.scope, ctx.grants, res, (c) => {
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
