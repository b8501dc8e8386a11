import type { Endpoint } from '../endpoint';
import { areaRecord } from '../records/area-record';
import { catalogueEntries } from '../records/derive/record-catalogue';
import { monitoredCompanyRecord } from '../records/monitored-company-record';
import { regionalProjectRecord } from '../records/regional-project-record';
import { supervisionRecordRecord } from '../records/supervision-record-record';

/** 区域管理 › 区域设置, 区域项目 and 监管管理 › 监视企业, 监管记录 (paths chosen, docs/decisions/0430–0433), from their declarations. */
export const regionalSupervisionEndpoints: Record<string, Endpoint> = {
  ...catalogueEntries(areaRecord),
  ...catalogueEntries(regionalProjectRecord),
  ...catalogueEntries(monitoredCompanyRecord),
  ...catalogueEntries(supervisionRecordRecord),
};
