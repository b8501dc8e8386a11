import type { FastifyInstance } from 'fastify';
import { mountNoticeCalls } from './notice-calls';
import { mountSendMessage } from './send-message';

/** Notices (SPEC §7 "Notices"): the caller's list, detail, read and delete state; SendMessage. */
export function mountNoticesArea(app: FastifyInstance): void {
  mountNoticeCalls(app);
  mountSendMessage(app);
}
