import {
  routInspMachineryRecord,
  routInspMaintainRecord,
  routInspRepairRecord,
  routInspSwitchBoxRecord,
  type RecordType,
} from '@worksite/contract';
import type { TemplateListField, TemplateSection } from '@worksite/templates';

/** One of the four record kinds (SPEC §7 "Routine inspection") and the template section it answers. */
export interface RecordKind {
  /** Resource name in the path: RoutInspSwitchBox … */
  readonly resource: string;
  /** Catalogue alias prefix: routInspSwitchBox … */
  readonly alias: string;
  readonly table: string;
  readonly title: string;
  readonly section: TemplateSection;
  /** Field of the record detail (and of the template) it fills. */
  readonly field: TemplateListField;
  /** Template column holding the questions it answers. */
  readonly templateColumn: string;
}

/** SwitchBox answers the inspection list, Machinery the operation list, Repair and Maintain theirs (0102). */
export const RECORD_KINDS: readonly RecordKind[] = [
  { resource: 'RoutInspSwitchBox', alias: 'routInspSwitchBox', table: 'rout_insp_switch_box', title: '巡检记录', section: 'inspection', field: 'otherList', templateColumn: 'other_list' },
  { resource: 'RoutInspMachinery', alias: 'routInspMachinery', table: 'rout_insp_machinery', title: '操作记录', section: 'operation', field: 'machineryList', templateColumn: 'machinery_list' },
  { resource: 'RoutInspRepair', alias: 'routInspRepair', table: 'rout_insp_repair', title: '维修记录', section: 'repair', field: 'repairList', templateColumn: 'repair_list' },
  { resource: 'RoutInspMaintain', alias: 'routInspMaintain', table: 'rout_insp_maintain', title: '保养记录', section: 'maintenance', field: 'maintainList', templateColumn: 'maintain_list' },
];

/** The contract's declaration of each kind (one file each in packages/contract/src/records/). */
const DECLARED: Readonly<Record<string, RecordType>> = {
  routInspSwitchBox: routInspSwitchBoxRecord,
  routInspMachinery: routInspMachineryRecord,
  routInspRepair: routInspRepairRecord,
  routInspMaintain: routInspMaintainRecord,
};

/** The record type of a kind: WherePageList and CreateModel, project scope, newest record first. */
export function recordTypeOf(kind: RecordKind): RecordType {
  const declared = DECLARED[kind.alias];
  if (!declared) throw new Error(`inspection record kind ${kind.alias} is not declared in the contract`);
  return declared;
}
