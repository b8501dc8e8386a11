import { misconductRecordRecord, rewardRecordRecord } from '@worksite/contract';
import { idCardKeysOf } from '../../config/id-card-keys';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { blacklistHooks } from './blacklist-hooks';
import { creditEvaluationHooks } from './credit-evaluation-hooks';
import { projectLinkedHooks } from './project-linked-hooks';

/**
 * 诚信评价 (docs/decisions/0425): 黑名单, 信用评价, 不良行为 and 奖励记录 on the generic mount, company scope,
 * soft delete; the 解除 and 审核通过 / 驳回 moves are the generic workflow moves of their declarations.
 */
export const integrityRecordMounts: RecordMountTable = {
  blacklistEntry: (app) => ({ hooks: blacklistHooks(idCardKeysOf(app.worksite.config)) }),
  creditEvaluation: { hooks: creditEvaluationHooks() },
  misconductRecord: { hooks: projectLinkedHooks(misconductRecordRecord) },
  rewardRecord: { hooks: projectLinkedHooks(rewardRecordRecord) },
};
