import type { Endpoint } from '../endpoint';
import { customerRecord } from '../records/customer-record';
import { customerVisitRecord } from '../records/customer-visit-record';
import { catalogueEntries } from '../records/derive/record-catalogue';

/** 客户管理 › 客户列表 (with its Excel calls) and 客户拜访 (paths chosen, docs/decisions/0420), from their declarations. */
export const customerEndpoints: Record<string, Endpoint> = { ...catalogueEntries(customerRecord), ...catalogueEntries(customerVisitRecord) };
