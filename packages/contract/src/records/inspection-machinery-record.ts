import { inspectionRecordKind } from './declaration/inspection-record-kind';

/** 操作记录 (SPEC §7 /api/RoutInspMachinery): answers the template's operation list (machineryList) for one device. */
export const routInspMachineryRecord = inspectionRecordKind('RoutInspMachinery', 'routInspMachinery', 'rout_insp_machinery', '操作记录');
