import { choiceLabelField } from './declaration/choice-label-field';
import type { FieldSpec, RecordType } from './declaration/record-declaration';
import type { DeleteDependant, RecordRelation } from './declaration/relations';
import { relationMessages } from './declaration/relations';
import { recordTypes } from './record-types';

/** A declared relation with the referring type and its field resolved from the registry. */
export interface ResolvedRelation extends RecordRelation {
  readonly from: RecordType;
  /** The referring field (its column holds the id). */
  readonly by: FieldSpec;
  /** What the messages call the referring records. */
  readonly label: string;
}

/**
 * The relations `recordType` declares, resolved against the registry; an error when one names a type that is not
 * registered, a field the type has not, or a type without a soft-delete column where the delete takes it along
 * (its records could only vanish; docs/decisions/0510).
 */
export function relationsOf(recordType: RecordType, types: Readonly<Record<string, RecordType>> = recordTypes): ResolvedRelation[] {
  return (recordType.relations ?? []).map((r) => {
    const from = types[r.type];
    if (from === undefined) throw new Error(`record type ${recordType.name}: relation names no registered type ${r.type}`);
    const by = from.fields.find((f) => f.key === r.field);
    if (by === undefined || by.computed !== undefined) throw new Error(`record type ${recordType.name}: ${r.type} has no field ${r.field}`);
    if (r.onDelete === 'cascade' && from.softDeleteColumn === undefined) {
      throw new Error(`record type ${recordType.name}: ${r.type} has no soft-delete column to take along`);
    }
    return { ...r, from, by, label: r.label ?? from.title };
  });
}

/** The name a record is shown by (its choice label's value), `''` when it has none. */
export function recordName(recordType: RecordType, record: Readonly<Record<string, unknown>>): string {
  const f = choiceLabelField(recordType);
  const v = f === undefined ? undefined : record[f.key] ?? record[f.column];
  return v === undefined || v === null ? '' : String(v);
}

/**
 * What a delete of a record named `name` answers from the counts of its relations (those with none left out):
 * the refusal of the first refusing relation with records, else the confirm naming what goes with it.
 */
export function deleteOutcome(recordType: RecordType, name: string, dependants: readonly DeleteDependant[]): { confirm: string; refused?: string } {
  const live = dependants.filter((d) => d.count > 0);
  const refusing = live.find((d) => d.onDelete === 'refuse');
  const confirm = relationMessages.confirm(recordType.title, name, live.filter((d) => d.onDelete === 'cascade'));
  return refusing === undefined ? { confirm } : { confirm, refused: relationMessages.refused(recordType.title, refusing) };
}
