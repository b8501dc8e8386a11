import { inspectionRecordKind } from './declaration/inspection-record-kind';

/** 保养记录 (SPEC §7 /api/RoutInspMaintain): answers the template's maintenance list (maintainList) for one device. */
export const routInspMaintainRecord = inspectionRecordKind('RoutInspMaintain', 'routInspMaintain', 'rout_insp_maintain', '保养记录');
