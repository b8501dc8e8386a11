import { blacklistEntryRecord, creditEvaluationRecord, misconductRecordRecord, rewardRecordRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { mountRecordType } from '../../record-types/mount-record-type';
import { blacklistHooks } from './blacklist-hooks';
import { creditEvaluationHooks } from './credit-evaluation-hooks';
import { projectLinkedHooks } from './project-linked-hooks';

/**
 * 诚信评价 (docs/decisions/0425): 黑名单, 信用评价, 不良行为 and 奖励记录 on the generic mount, company scope,
 * soft delete; the 解除 and 审核通过 / 驳回 moves are the generic workflow moves of their declarations.
 */
export function mountIntegrityArea(app: FastifyInstance): void {
  mountRecordType(app, blacklistEntryRecord, { hooks: blacklistHooks() });
  mountRecordType(app, creditEvaluationRecord, { hooks: creditEvaluationHooks() });
  mountRecordType(app, misconductRecordRecord, { hooks: projectLinkedHooks(misconductRecordRecord) });
  mountRecordType(app, rewardRecordRecord, { hooks: projectLinkedHooks(rewardRecordRecord) });
}
