import type { RecordRelation } from './declaration/relations';

/** The telemetry device kinds (one `devices` table, told apart by `device_type`) and the maintenance equipment. */
const DEVICES = ['tadiaoDevice', 'dustDevice', 'videoMonitorDevice', 'gasDevice', 'positionTagDevice', 'weighbridgeDevice', 'lprDevice', 'inspectionDevice'];

const taken = (type: string, unit: string, label?: string): RecordRelation => ({ type, field: 'projectId', onDelete: 'cascade', unit, ...(label ? { label } : {}) });
const refusing = (type: string, unit: string, label?: string): RecordRelation => ({ type, field: 'projectId', onDelete: 'refuse', unit, ...(label ? { label } : {}) });

/**
 * What refers to a project and what its delete does (docs/decisions/0510). Refused while any is left: records
 * another party keeps about the project — a plant's concrete orders, the supervisor's records, misconduct on the
 * credit record. Taken with it: what exists only for the project — its devices (disabled, keys revoked: no
 * telemetry, no alarm), gate cars, roster, papers, samples, thresholds, push settings, maintenance logs.
 */
export const PROJECT_RELATIONS: readonly RecordRelation[] = [
  refusing('concOrder', '个'),
  refusing('supervisionRecord', '条'),
  refusing('misconductRecord', '条', '不良行为记录'),
  // 隐患 are the record the law asks to keep (安全生产法 §41; 0700); their rounds go only with them.
  refusing('hazard', '条', '隐患'),
  ...DEVICES.map((type) => taken(type, '台')),
  taken('lprCar', '辆'),
  taken('worker', '名', '人员'),
  taken('qualification', '条'),
  taken('builderLicence', '张'),
  taken('finishCheck', '条', '竣工验收记录'),
  taken('testSample', '个'),
  taken('alarmThreshold', '条'),
  taken('pushConfig', '条'),
  taken('routInspMachinery', '条'),
  taken('routInspMaintain', '条'),
  taken('routInspRepair', '条'),
  taken('routInspSwitchBox', '条'),
  taken('team', '个'),
  taken('shiftSchedule', '条', '排班'),
  taken('trainingPlan', '条'),
  taken('trainingSession', '条'),
  taken('trainingAttendee', '条', '参训记录'),
  taken('safetyCheck', '条'),
  taken('safetyCheckItem', '条'),
  taken('qualityCheck', '条'),
  taken('qualityCheckItem', '条'),
  taken('hazardRound', '条', '整改复查记录'),
  // 证书, 合同模板 go with the project; a project with labour contracts is kept (the ledger, 0652).
  taken('workerCertificate', '个'),
  taken('contractTemplate', '个'),
  refusing('labourContract', '张'),
  refusing('payrollSheet', '张'),
  taken('bankAccount', '个'),
  taken('rightsNotice', '张'),
  taken('accessDevice', '台'),
  // 施工日志, 进度计划 exist only for the project (0720, 0721).
  taken('constructionLog', '条'),
  taken('planTask', '条'),
];
