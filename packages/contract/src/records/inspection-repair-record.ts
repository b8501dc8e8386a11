import { inspectionRecordKind } from './declaration/inspection-record-kind';

/** 维修记录 (SPEC §7 /api/RoutInspRepair): answers the template's repair list (repairList) for one device. */
export const routInspRepairRecord = inspectionRecordKind('RoutInspRepair', 'routInspRepair', 'rout_insp_repair', '维修记录');
