/** @packageDocumentation Lookup tables of SPEC §3 and the chosen code tables (concrete, alarms, AI, samples) with label functions, and the registry by table name. */
export { lookupMessages } from './messages';
export type { LookupValue, LookupInput, LookupEntry, LookupTable } from './lookup-table';
export { entryOf, labelOf, hasValue } from './lookup-table';
export type { ProjectStatus } from './project-status';
export { PROJECT_STATUS, projectStatusLabel } from './project-status';
export type { AuditStatus } from './audit-status';
export { AUDIT_STATUS, auditStatusLabel } from './audit-status';
export type { PollutionSourceType } from './pollution-source-type';
export { POLLUTION_SOURCE_TYPE, pollutionSourceTypeLabel } from './pollution-source-type';
export type { PlateUploadStatus } from './plate-upload-status';
export { PLATE_UPLOAD_STATUS, plateUploadStatusLabel } from './plate-upload-status';
export type { FundsToAccountStatus } from './funds-to-account-status';
export { FUNDS_TO_ACCOUNT_STATUS, fundsToAccountStatusLabel } from './funds-to-account-status';
export type { AlarmLevel } from './alarm-level';
export { ALARM_LEVEL, alarmLevelLabel } from './alarm-level';
export type { HazardType } from './hazard-type';
export { HAZARD_TYPE, hazardTypeLabel } from './hazard-type';
export type { CheckKind } from './check-kind';
export { CHECK_KIND, checkKindLabel } from './check-kind';
export type { CheckResult } from './check-result';
export { CHECK_RESULT, checkResultLabel } from './check-result';
export type { CheckMethod } from './check-method';
export { CHECK_METHOD, checkMethodLabel } from './check-method';
export type { CompanyType } from './company-type';
export { COMPANY_TYPE, companyTypeLabel } from './company-type';
export type { BankAccountStatus } from './bank-account-status';
export { BANK_ACCOUNT_STATUS, bankAccountStatusLabel } from './bank-account-status';
export type { PersonType } from './person-type';
export { PERSON_TYPE, personTypeLabel } from './person-type';
export type { UserAuthType } from './user-auth-type';
export { USER_AUTH_TYPE, userAuthTypeLabel } from './user-auth-type';
export type { ProjectMapState } from './project-map-state';
export { PROJECT_MAP_STATE, MAP_STATE_BY_PROJECT_STATUS, projectMapStateLabel, projectMapState } from './project-map-state';
export type { ConcOrderStatus, ConcTaskStatus, TankerStatus, PlantStatus, SignInStatus } from './concrete-status';
export {
  CONC_ORDER_STATUS,
  CONC_TASK_STATUS,
  TANKER_STATUS,
  PLANT_STATUS,
  SIGN_IN_STATUS,
  concOrderStatusLabel,
  concTaskStatusLabel,
  tankerStatusLabel,
  plantStatusLabel,
  signInStatusLabel,
} from './concrete-status';
export type { AlarmRecordStatus } from './alarm-record-status';
export { ALARM_RECORD_STATUS, alarmRecordStatusLabel } from './alarm-record-status';
export type { TelemetryMetricCode } from './telemetry-metric';
export { TELEMETRY_METRIC, telemetryMetricLabel } from './telemetry-metric';
export type { Gender } from './gender';
export { GENDER, genderLabel } from './gender';
export type { FinishCheckConclusion } from './finish-check-conclusion';
export { FINISH_CHECK_CONCLUSION, finishCheckConclusionLabel } from './finish-check-conclusion';
export { PUSH_CHANNEL, PUSH_EVENT_KIND, PUSH_RECORD_STATUS, pushChannelLabel, pushEventKindLabel, pushRecordStatusLabel } from './push-config';
export type { CreditGrade } from './integrity';
export {
  BLACKLIST_STATUS,
  CREDIT_GRADE,
  EVALUATION_AUDIT_STATUS,
  INTEGRITY_SUBJECT_TYPE,
  MISCONDUCT_CATEGORY,
  REWARD_CATEGORY,
  blacklistStatusLabel,
  creditGradeLabel,
  creditGradeOf,
  evaluationAuditStatusLabel,
  integritySubjectTypeLabel,
  misconductCategoryLabel,
  rewardCategoryLabel,
} from './integrity';
export { WORKER_STATUS, workerStatusLabel } from './worker-status';
export { ATTENDANCE_JUDGEMENT, attendanceJudgementLabel } from './attendance-judgement';
export type { GateRefusalReason } from './gate-access';
export { GATE_DECISION, GATE_DIRECTION, GATE_REFUSAL_REASON, gateDecisionLabel, gateDirectionLabel, gateRefusalReasonLabel } from './gate-access';
export type { PayrollStatus } from './payroll-status';
export { PAYROLL_STATUS, payrollStatusLabel } from './payroll-status';
export { HAZARD_ESCALATION, HAZARD_LEVEL, HAZARD_ROUND_KIND, HAZARD_STATUS, hazardLevelLabel, hazardStatusLabel } from './hazard-loop';
export {
  CERTIFICATE_KIND,
  CERTIFICATE_REQUIRED_FOR,
  CERTIFICATE_STATE,
  CERTIFICATE_VALIDITY,
  CONTRACT_FLAG,
  CONTRACT_PERIOD_TYPE,
  CONTRACT_STATUS,
  CONTRACT_UNIT,
  certificateKindLabel,
  contractStatusLabel,
} from './certificate-contract';
export { SUPERVISION_CHECK_TYPE, SUPERVISION_RECORD_STATUS, supervisionCheckTypeLabel, supervisionRecordStatusLabel } from './supervision-record';
export type { DeviceKindCode } from './device-kind';
export { DEVICE_KIND, deviceKindLabel } from './device-kind';
export { ONLINE_STATE, onlineStateLabel } from './online-state';
export { CUSTOMER_TYPE, VISIT_WAY, customerTypeLabel, visitWayLabel } from './customer';
export type { AiEventKind, SampleCategory, SampleResult } from './ai-sample';
export { AI_EVENT_KIND, SAMPLE_CATEGORY, SAMPLE_RESULT, aiEventKindLabel, sampleCategoryLabel, sampleResultLabel } from './ai-sample';
export type { DivisionFile, DivisionRow } from './division-table';
export { DIVISION_NAME_SEPARATOR, divisionPathNames, isDivisionFile, loadDivisionNames, loadDivisionRows } from './division-table';
export type { LookupName } from './lookup-tables';
export { lookupTables, LOOKUP_NAMES, isLookupName, lookupTable, lookupLabel } from './lookup-tables';
