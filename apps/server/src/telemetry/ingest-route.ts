import { endpoints } from '@worksite/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answer } from '../http/answer';
import { mountPublicEndpoint } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { ingestBody } from './ingest-service';

/** Request body limit of the ingest call: 20 000 readings of ~100 bytes, with room. */
const INGEST_BODY_LIMIT = 8 * 1024 * 1024;

/** The request's own key: `X-Device-Key: <key>` or `Authorization: Device <key>` (readings may carry theirs). */
export function requestKey(req: FastifyRequest): string | undefined {
  const header = req.headers['x-device-key'];
  if (typeof header === 'string' && header) return header.trim();
  const auth = req.headers.authorization;
  const m = typeof auth === 'string' ? /^Device\s+(\S+)\s*$/i.exec(auth) : null;
  return m?.[1];
}

/**
 * POST /prod-apiplus/api/Telemetry/Ingest (docs/decisions/0140): device credentials, not a user session.
 * Answers `{ accepted }` with 提交成功; 401 bad key, 403 another device's id, 400 bad reading — 0 rows then.
 */
export function mountIngestRoute(app: FastifyInstance): void {
  mountPublicEndpoint(
    app,
    endpoints.telemetryIngest!,
    async ({ request, db, services }) => {
      const accepted = await ingestBody(db, request.body, requestKey(request), services.config.telemetryRetentionDays, (err) =>
        request.log.warn({ err }, 'telemetry listener or last-seen update failed'),
      );
      return answer({ accepted }, messages.submitted);
    },
    { skipDecode: true, bodyLimit: INGEST_BODY_LIMIT },
  );
}
