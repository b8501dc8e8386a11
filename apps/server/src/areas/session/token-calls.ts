import type { FastifyInstance } from 'fastify';
import { revokeSession, rotateSession } from '../../auth/session-store';
import { answer } from '../../http/answer';
import { mountEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { sessionEndpoints } from './session-endpoints';

/** getToken (rotates the token, fresh 2 h expiry) and logout (revokes it). */
export function mountTokenCalls(app: FastifyInstance): void {
  mountEndpoint(
    app,
    sessionEndpoints.getToken,
    async ({ db, session, services, client }) =>
      answer(await db.tx((q) => rotateSession(q, session.tokenHash, services.config.sessionTtlMs, client.ip, client.userAgent)), messages.tokenIssued),
    { allowWithoutDataAuthority: true },
  );
  mountEndpoint(
    app,
    sessionEndpoints.logout,
    async ({ db, session }) => {
      await revokeSession(db, session.tokenHash);
      return answer(null, messages.loggedOut);
    },
    { allowWithoutDataAuthority: true },
  );
}
