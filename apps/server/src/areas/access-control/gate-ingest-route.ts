import { endpoints } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { idCardKeysOf } from '../../config/id-card-keys';
import { answer } from '../../http/answer';
import { mountPublicEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { requestKey } from '../../telemetry/ingest-route';
import { ingestGateEvents } from './gate-ingest';

/** 500 events with their snapshot addresses, with room. */
const GATE_BODY_LIMIT = 1024 * 1024;

/**
 * POST /prod-apiplus/api/Gate/Events (docs/decisions/0662): device credentials as the telemetry ingest takes them
 * (`X-Device-Key`, `Authorization: Device <key>`, or `key` in the body), not a user session. Answers each event
 * (allowed / refused with its reason / invalid; `duplicate` for a retried event id) with 提交成功; 401 for a
 * missing, wrong or disabled device's key, 400 for a body without events — nothing stored then.
 */
export function mountGateIngestRoute(app: FastifyInstance): void {
  const keys = idCardKeysOf(app.worksite.config);
  mountPublicEndpoint(
    app,
    endpoints.gateEvents!,
    async ({ request, db }) => {
      const body = request.body as Record<string, unknown> | undefined;
      const key = requestKey(request) ?? (typeof body?.key === 'string' ? body.key.trim() : undefined);
      return answer(await ingestGateEvents(db, keys, key, body), messages.submitted);
    },
    { skipDecode: true, bodyLimit: GATE_BODY_LIMIT },
  );
}
