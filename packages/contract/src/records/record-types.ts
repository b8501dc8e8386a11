import type { RecordType } from '../record-type';
import type { StrWhereFieldKind } from '../str-where/str-where';
import { aiEventRecord } from './ai-event-record';
import { alarmRecordRecord } from './alarm-record-record';
import { alarmThresholdRecord } from './alarm-threshold-record';
import { areaRecord } from './area-record';
import { attendanceRecord } from './attendance-record';
import { blacklistEntryRecord } from './blacklist-entry-record';
import { builderLicenceRecord } from './builder-licence-record';
import { companyRecord } from './company-record';
import { concBatchRecord } from './conc-batch-record';
import { concFormulaMaterialRecord } from './conc-formula-material-record';
import { concFormulaRecord } from './conc-formula-record';
import { concOrderRecord } from './conc-order-record';
import { concPlantRecord } from './conc-plant-record';
import { concTaskRecord } from './conc-task-record';
import { customerRecord } from './customer-record';
import { customerVisitRecord } from './customer-visit-record';
import { creditEvaluationRecord } from './credit-evaluation-record';
import { departmentRecord } from './department-record';
import { environmentAlarmRecord } from './environment-alarm-record';
import { deviceTypeRecord } from './device-type-record';
import { dustDeviceRecord } from './dust-device-record';
import { finishCheckRecord } from './finish-check-record';
import { gasAlarmRecord } from './gas-alarm-record';
import { gasDeviceRecord } from './gas-device-record';
import { inspectionDeviceRecord } from './inspection-device-record';
import { routInspMachineryRecord } from './inspection-machinery-record';
import { routInspMaintainRecord } from './inspection-maintain-record';
import { routInspRepairRecord } from './inspection-repair-record';
import { routInspSwitchBoxRecord } from './inspection-switch-box-record';
import { lprCarRecord } from './lpr-car-record';
import { lprDeviceRecord } from './lpr-device-record';
import { menuRecord } from './menu-record';
import { misconductRecordRecord } from './misconduct-record-record';
import { monitoredCompanyRecord } from './monitored-company-record';
import { noticeRecord } from './notice-record';
import { organisationRecord } from './organisation-record';
import { positionAlarmRecord } from './position-alarm-record';
import { positionTagDeviceRecord } from './position-tag-device-record';
import { projectRecord } from './project-record';
import { pushConfigRecord } from './push-config-record';
import { pushRecordRecord } from './push-record-record';
import { qualificationRecord } from './qualification-record';
import { regionalProjectRecord } from './regional-project-record';
import { roleGroupRecord } from './role-group-record';
import { rewardRecordRecord } from './reward-record-record';
import { roleRecord } from './role-record';
import { supervisionRecordRecord } from './supervision-record-record';
import { tankerCarRecord } from './tanker-car-record';
import { templateRecord } from './template-record';
import { testSampleRecord } from './test-sample-record';
import { tadiaoDeviceRecord } from './tower-crane-device-record';
import { userRecord } from './user-record';
import { vehiclePassageRecord } from './vehicle-passage-record';
import { videoMonitorDeviceRecord } from './video-device-record';
import { wagePaymentRecord } from './wage-payment-record';
import { weighbridgeDeviceRecord } from './weighbridge-device-record';
import { workerRecord } from './worker-record';

/** Every declared record type (one file each in this folder), keyed by name. */
export const recordTypes: Readonly<Record<string, RecordType>> = Object.fromEntries(
  [
    aiEventRecord,
    alarmRecordRecord,
    alarmThresholdRecord,
    areaRecord,
    attendanceRecord,
    blacklistEntryRecord,
    builderLicenceRecord,
    companyRecord,
    concBatchRecord,
    concFormulaMaterialRecord,
    concFormulaRecord,
    concOrderRecord,
    concPlantRecord,
    concTaskRecord,
    customerRecord,
    customerVisitRecord,
    creditEvaluationRecord,
    departmentRecord,
    environmentAlarmRecord,
    deviceTypeRecord,
    dustDeviceRecord,
    finishCheckRecord,
    gasAlarmRecord,
    gasDeviceRecord,
    inspectionDeviceRecord,
    routInspMachineryRecord,
    routInspMaintainRecord,
    routInspRepairRecord,
    routInspSwitchBoxRecord,
    lprCarRecord,
    lprDeviceRecord,
    menuRecord,
    misconductRecordRecord,
    monitoredCompanyRecord,
    noticeRecord,
    organisationRecord,
    positionAlarmRecord,
    positionTagDeviceRecord,
    projectRecord,
    pushConfigRecord,
    pushRecordRecord,
    qualificationRecord,
    regionalProjectRecord,
    roleGroupRecord,
    rewardRecordRecord,
    roleRecord,
    supervisionRecordRecord,
    tankerCarRecord,
    templateRecord,
    testSampleRecord,
    tadiaoDeviceRecord,
    userRecord,
    vehiclePassageRecord,
    videoMonitorDeviceRecord,
    wagePaymentRecord,
    weighbridgeDeviceRecord,
    workerRecord,
  ].map((r): [string, RecordType] => [r.name, r]),
);

/** Default scope columns when a record type names none. */
export const DEFAULT_SCOPE_COLUMNS = { company: 'company_id', project: 'project_id', district: 'district_code', user: 'user_id' } as const;

/**
 * The strWhere whitelist of a record type: its filterable columns, its scope columns, its soft-delete
 * column (clients send `company_id = 5 and if_del = 0`; the server still applies the scope itself) and its id
 * (`id in (3, 8)`: the names of the records a list refers to, docs/decisions/0418).
 */
export function strWhereFields(recordType: RecordType): Record<string, StrWhereFieldKind> {
  const fields: Record<string, StrWhereFieldKind> = {};
  if (recordType.fields.some((f) => f.column === 'id')) fields.id = 'number';
  for (const field of recordType.fields) {
    if (field.filterable) fields[field.column] = field.kind ?? 'string';
  }
  const scope = { ...DEFAULT_SCOPE_COLUMNS, ...recordType.scopeColumns };
  if (recordType.scope === 'company' || recordType.scope === 'project') fields[scope.company] = 'number';
  if (recordType.scope === 'project') fields[scope.project] = 'number';
  if (recordType.scopeColumns?.district !== undefined || recordType.scope === 'district') fields[scope.district] = 'string';
  if (recordType.softDeleteColumn !== undefined) fields[recordType.softDeleteColumn] = 'number';
  return fields;
}

/** Columns a list of this record type may be sorted by. */
export function sortableColumns(recordType: RecordType): string[] {
  return recordType.fields.filter((f) => f.sortable).map((f) => f.column);
}
