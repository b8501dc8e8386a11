import { recordMessages } from '../record-messages';
import type { FieldSpec, RecordDeclaration } from './record-declaration';

export type { BusinessKey, BusinessKeyPer } from './business-key-declaration';

/** A declared business key resolved against the type's fields and scope columns. */
export interface ResolvedBusinessKey {
  readonly fields: readonly FieldSpec[];
  /** The column whose value the key is unique within (`company_id`, `project_id`), none for `all`. */
  readonly perColumn: string | undefined;
  /** The fields' labels, joined by 、 (项目编号). */
  readonly label: string;
  /** SPEC-style refusal of a duplicate: `项目编号已存在`. */
  readonly taken: string;
  /** Name of the partial unique index that backs it in the database (`projects_project_no_key`). */
  readonly indexName: string;
}

/** What `businessKeyOf` reads of a type: its table, scope columns, fields and declared key. */
type KeyedType = Pick<RecordDeclaration, 'name' | 'table' | 'scopeColumns' | 'key'> & { readonly fields: readonly FieldSpec[] };

/** `项目编号已存在`: the refusal of a value another live record of the scope holds. */
export const keyTakenMessage = recordMessages.keyTaken;

/**
 * The business key of `rt` resolved (fields, the column it is unique within, its message and index name), or
 * undefined when the type declares none. A key naming an undeclared field is an error at start-up.
 */
export function businessKeyOf(rt: KeyedType): ResolvedBusinessKey | undefined {
  const key = rt.key;
  if (key === undefined) return undefined;
  const fields = key.fields.map((k) => {
    const f = rt.fields.find((x) => x.key === k);
    if (f === undefined) throw new Error(`record type ${rt.name}: key names no field ${k}`);
    return f;
  });
  const perColumn = key.per === 'company' ? rt.scopeColumns?.company ?? 'company_id' : key.per === 'project' ? rt.scopeColumns?.project ?? 'project_id' : undefined;
  const label = fields.map((f) => f.label).join('、');
  return { fields, perColumn, label, taken: keyTakenMessage(label), indexName: key.index ?? `${rt.table}_${fields.map((f) => f.column).join('_')}_key` };
}

/** The text a row's key values are compared by: each value trimmed, joined by a separator no value holds. */
export function businessKeyText(values: readonly unknown[]): string | undefined {
  const parts = values.map((v) => (v === undefined || v === null ? '' : String(v).trim()));
  return parts.some((p) => p === '') ? undefined : parts.join('\u0000');
}
