import type { Endpoint } from '../endpoint';
import { blacklistEntryRecord } from '../records/blacklist-entry-record';
import { creditEvaluationRecord } from '../records/credit-evaluation-record';
import { catalogueEntries } from '../records/derive/record-catalogue';
import { misconductRecordRecord } from '../records/misconduct-record-record';
import { rewardRecordRecord } from '../records/reward-record-record';

/** 诚信评价 › 黑名单, 信用评价, 不良行为, 奖励记录 (paths chosen, docs/decisions/0425), from their declarations. */
export const integrityEndpoints: Record<string, Endpoint> = {
  ...catalogueEntries(blacklistEntryRecord),
  ...catalogueEntries(creditEvaluationRecord),
  ...catalogueEntries(misconductRecordRecord),
  ...catalogueEntries(rewardRecordRecord),
};
