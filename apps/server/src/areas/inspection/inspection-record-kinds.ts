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
  /** The contract's declaration (one file each in packages/contract/src/records/). */
  readonly record: RecordType;
  /** Resource name in the path: RoutInspSwitchBox … (from the declaration's api prefix). */
  readonly resource: string;
  /** Catalogue alias prefix: routInspSwitchBox … (the declaration's name). */
  readonly alias: string;
  readonly table: string;
  readonly title: string;
  readonly section: TemplateSection;
  /** Field of the record detail (and of the template) it fills. */
  readonly field: TemplateListField;
  /** Template column holding the questions it answers. */
  readonly templateColumn: string;
}

/** Path, alias, table and title come from the declaration; the kind adds the template section it answers. */
function kind(record: RecordType, section: TemplateSection, field: TemplateListField, templateColumn: string): RecordKind {
  const prefix = record.api?.prefix ?? '';
  return { record, resource: prefix.slice(prefix.lastIndexOf('/') + 1), alias: record.name, table: record.table, title: record.title, section, field, templateColumn };
}

/** SwitchBox answers the inspection list, Machinery the operation list, Repair and Maintain theirs (0102). */
export const RECORD_KINDS: readonly RecordKind[] = [
  kind(routInspSwitchBoxRecord, 'inspection', 'otherList', 'other_list'),
  kind(routInspMachineryRecord, 'operation', 'machineryList', 'machinery_list'),
  kind(routInspRepairRecord, 'repair', 'repairList', 'repair_list'),
  kind(routInspMaintainRecord, 'maintenance', 'maintainList', 'maintain_list'),
];

/** The record type of a kind: WherePageList and CreateModel, project scope, newest record first. */
export function recordTypeOf(kind: RecordKind): RecordType {
  return kind.record;
}
