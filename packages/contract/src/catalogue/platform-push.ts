import type { Endpoint } from '../endpoint';
import { catalogueEntries } from '../records/derive/record-catalogue';
import { pushConfigRecord } from '../records/push-config-record';
import { pushRecordRecord } from '../records/push-record-record';

/** 平台推送 › 推送配置 and 推送记录 (paths chosen, docs/decisions/0365, 0412), from their declarations. */
export const platformPushEndpoints: Record<string, Endpoint> = { ...catalogueEntries(pushConfigRecord), ...catalogueEntries(pushRecordRecord) };
