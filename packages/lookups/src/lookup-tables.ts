import { AI_EVENT_KIND, SAMPLE_CATEGORY, SAMPLE_RESULT } from './ai-sample';
import { ALARM_LEVEL } from './alarm-level';
import { ALARM_RECORD_STATUS } from './alarm-record-status';
import { AUDIT_STATUS } from './audit-status';
import { BANK_ACCOUNT_STATUS } from './bank-account-status';
import { CERTIFICATE_KIND, CERTIFICATE_STATE, CERTIFICATE_VALIDITY, CONTRACT_FLAG, CONTRACT_PERIOD_TYPE, CONTRACT_STATUS, CONTRACT_UNIT } from './certificate-contract';
import { CHECK_KIND } from './check-kind';
import { CHECK_METHOD } from './check-method';
import { CHECK_RESULT } from './check-result';
import { COMPANY_TYPE } from './company-type';
import { CUSTOMER_TYPE, VISIT_WAY } from './customer';
import { DEVICE_KIND } from './device-kind';
import { CONC_ORDER_STATUS, CONC_TASK_STATUS, PLANT_STATUS, SIGN_IN_STATUS, TANKER_STATUS } from './concrete-status';
import { FINISH_CHECK_CONCLUSION } from './finish-check-conclusion';
import { FUNDS_TO_ACCOUNT_STATUS } from './funds-to-account-status';
import { GATE_DECISION, GATE_DIRECTION, GATE_REFUSAL_REASON } from './gate-access';
import { GENDER } from './gender';
import { HAZARD_TYPE } from './hazard-type';
import { BLACKLIST_STATUS, CREDIT_GRADE, EVALUATION_AUDIT_STATUS, INTEGRITY_SUBJECT_TYPE, MISCONDUCT_CATEGORY, REWARD_CATEGORY } from './integrity';
import { type LookupInput, type LookupTable, labelOf } from './lookup-table';
import { ONLINE_STATE } from './online-state';
import { PERSON_TYPE } from './person-type';
import { PLATE_UPLOAD_STATUS } from './plate-upload-status';
import { POLLUTION_SOURCE_TYPE } from './pollution-source-type';
import { PROJECT_MAP_STATE } from './project-map-state';
import { PROJECT_STATUS } from './project-status';
import { PUSH_CHANNEL, PUSH_EVENT_KIND, PUSH_RECORD_STATUS } from './push-config';
import { SUPERVISION_CHECK_TYPE, SUPERVISION_RECORD_STATUS } from './supervision-record';
import { TELEMETRY_METRIC } from './telemetry-metric';
import { USER_AUTH_TYPE } from './user-auth-type';
import { WORKER_STATUS } from './worker-status';
import { ATTENDANCE_JUDGEMENT } from './attendance-judgement';
import { PAYROLL_STATUS } from './payroll-status';
import { HAZARD_ESCALATION, HAZARD_LEVEL, HAZARD_ROUND_KIND, HAZARD_STATUS } from './hazard-loop';

/**
 * Every lookup table by the name that record-type field declarations use (`FieldSpec.lookup`): SPEC §3's
 * tables, then the chosen code tables of concrete production, alarms, AI events and samples.
 */
export const lookupTables = {
  projectStatus: PROJECT_STATUS,
  auditStatus: AUDIT_STATUS,
  pollutionSourceType: POLLUTION_SOURCE_TYPE,
  plateUploadStatus: PLATE_UPLOAD_STATUS,
  fundsToAccountStatus: FUNDS_TO_ACCOUNT_STATUS,
  alarmLevel: ALARM_LEVEL,
  hazardType: HAZARD_TYPE,
  checkKind: CHECK_KIND,
  checkMethod: CHECK_METHOD,
  companyType: COMPANY_TYPE,
  bankAccountStatus: BANK_ACCOUNT_STATUS,
  personType: PERSON_TYPE,
  userAuthType: USER_AUTH_TYPE,
  projectMapState: PROJECT_MAP_STATE,
  concOrderStatus: CONC_ORDER_STATUS,
  concTaskStatus: CONC_TASK_STATUS,
  tankerStatus: TANKER_STATUS,
  plantStatus: PLANT_STATUS,
  signInStatus: SIGN_IN_STATUS,
  alarmRecordStatus: ALARM_RECORD_STATUS,
  deviceKind: DEVICE_KIND,
  gender: GENDER,
  aiEventKind: AI_EVENT_KIND,
  sampleCategory: SAMPLE_CATEGORY,
  sampleResult: SAMPLE_RESULT,
  finishCheckConclusion: FINISH_CHECK_CONCLUSION,
  pushEventKind: PUSH_EVENT_KIND,
  pushChannel: PUSH_CHANNEL,
  pushRecordStatus: PUSH_RECORD_STATUS,
  supervisionCheckType: SUPERVISION_CHECK_TYPE,
  supervisionRecordStatus: SUPERVISION_RECORD_STATUS,
  telemetryMetric: TELEMETRY_METRIC,
  onlineState: ONLINE_STATE,
  customerType: CUSTOMER_TYPE,
  visitWay: VISIT_WAY,
  integritySubjectType: INTEGRITY_SUBJECT_TYPE,
  blacklistStatus: BLACKLIST_STATUS,
  evaluationAuditStatus: EVALUATION_AUDIT_STATUS,
  creditGrade: CREDIT_GRADE,
  misconductCategory: MISCONDUCT_CATEGORY,
  rewardCategory: REWARD_CATEGORY,
  workerStatus: WORKER_STATUS,
  attendanceJudgement: ATTENDANCE_JUDGEMENT,
  certificateKind: CERTIFICATE_KIND,
  certificateValidity: CERTIFICATE_VALIDITY,
  certificateState: CERTIFICATE_STATE,
  contractStatus: CONTRACT_STATUS,
  contractFlag: CONTRACT_FLAG,
  contractPeriodType: CONTRACT_PERIOD_TYPE,
  contractUnit: CONTRACT_UNIT,
  gateDirection: GATE_DIRECTION,
  gateDecision: GATE_DECISION,
  gateRefusalReason: GATE_REFUSAL_REASON,
  payrollStatus: PAYROLL_STATUS,
  hazardLevel: HAZARD_LEVEL,
  hazardStatus: HAZARD_STATUS,
  hazardRoundKind: HAZARD_ROUND_KIND,
  hazardEscalation: HAZARD_ESCALATION,
  checkResult: CHECK_RESULT,
} as const satisfies Record<string, LookupTable>;

/** Name of a registered lookup table. */
export type LookupName = keyof typeof lookupTables;

/** Every registered table name, in registry order. */
export const LOOKUP_NAMES: readonly LookupName[] = Object.keys(lookupTables) as LookupName[];

/** True when `name` names a registered table (for checking declarations read as plain text). */
export function isLookupName(name: string): name is LookupName {
  return Object.prototype.hasOwnProperty.call(lookupTables, name);
}

/** The table registered under `name`. */
export function lookupTable(name: LookupName): LookupTable {
  return lookupTables[name];
}

/**
 * Label of `value` in the table named `name`; '' when missing, 未知 (or `fallback`) when unknown. A boolean
 * reads as 1 / 0 (a computed flag such as a device's online state).
 */
export function lookupLabel(name: LookupName, value: LookupInput | boolean, fallback?: string): string {
  return labelOf(lookupTables[name], typeof value === 'boolean' ? Number(value) : value, fallback);
}
