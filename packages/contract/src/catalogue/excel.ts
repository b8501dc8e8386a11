import { alarmRecordRecord } from '../records/alarm-record-record';
import { alarmThresholdRecord } from '../records/alarm-threshold-record';
import { companyRecord } from '../records/company-record';
import { departmentRecord } from '../records/department-record';
import { excelEntries } from '../records/derive/record-catalogue';
import { menuRecord } from '../records/menu-record';
import { noticeRecord } from '../records/notice-record';
import { organisationRecord } from '../records/organisation-record';
import { projectRecord } from '../records/project-record';
import { roleGroupRecord } from '../records/role-group-record';
import { roleRecord } from '../records/role-record';
import { templateRecord } from '../records/template-record';
import { userRecord } from '../records/user-record';
import type { Endpoint } from '../endpoint';

/**
 * The Excel calls (export, import template, import) of the declared types whose area files list their calls
 * key by key (projects, organisations, administration, users, templates, alarms, notices); the area files
 * built with `catalogueEntries` (devices, concrete, telemetry, inspection) get them with the type's other calls.
 */
export const excelEndpoints: Readonly<Record<string, Endpoint>> = Object.assign(
  {},
  ...[projectRecord, organisationRecord, userRecord, companyRecord, departmentRecord, roleRecord, roleGroupRecord, menuRecord, templateRecord, alarmRecordRecord, alarmThresholdRecord, noticeRecord].map(excelEntries),
);
