import type { Endpoint } from '../endpoint';
import { catalogueEntries } from '../records/derive/record-catalogue';
import { pushConfigRecord } from '../records/push-config-record';

/** 平台推送 › 推送配置 (paths chosen, docs/decisions/0365), from its declaration. */
export const platformPushEndpoints: Record<string, Endpoint> = catalogueEntries(pushConfigRecord);
