import { inspectionRecordKind } from './declaration/inspection-record-kind';

/** 巡检记录 (SPEC §7 /api/RoutInspSwitchBox): answers the template's inspection list (otherList) for one device. */
export const routInspSwitchBoxRecord = inspectionRecordKind('RoutInspSwitchBox', 'routInspSwitchBox', 'rout_insp_switch_box', '巡检记录');
