import { fieldLookup, type FieldInput, type RecordType } from '@worksite/contract';
import { lookupTable } from '@worksite/lookups';
import { vmMessages } from '../messages';

/** A choice of a form's select: the value as the form holds it, and its label. */
export interface FormChoice {
  readonly value: string;
  readonly label: string;
}

/** One field of a tree dialog's form, as its declaration says it (docs/decisions/0483). */
export interface TreeFormField<K extends string = string> {
  readonly key: K;
  readonly label: string;
  /** The declared message when left empty; undefined for an optional field. */
  readonly required: string | undefined;
  /** A lookup's or a switch's choices (a select); undefined for a text input. */
  readonly choices: readonly FormChoice[] | undefined;
  /** The declared input (a `district` is picked province → city → district, docs/decisions/0525). */
  readonly input: FieldInput | undefined;
}

function declared(recordType: RecordType, key: string) {
  const f = recordType.fields.find((x) => x.key === key);
  if (f === undefined) throw new Error(`${recordType.name} declares no field ${key}`);
  return f;
}

/** The label the declaration gives `key` (a tree's column header). */
export function declaredLabel(recordType: RecordType, key: string): string {
  return declared(recordType, key).label;
}

/**
 * The form of a tree dialog read from its record type's declaration: for each form key (the name the calls
 * send), the declared field it edits — its label, its required message, a lookup table's or a switch's
 * choices. `choices` gives those the declaration does not hold (a menu node's 菜单 / 按钮).
 */
export function declaredForm<K extends string>(recordType: RecordType, fields: Record<K, string>, choices: Partial<Record<K, readonly FormChoice[]>> = {}): TreeFormField<K>[] {
  return (Object.entries(fields) as [K, string][]).map(([key, declaredKey]) => {
    const f = declared(recordType, declaredKey);
    const lookup = fieldLookup(f);
    const input = f.input;
    const own =
      lookup !== undefined
        ? lookupTable(lookup).map((e) => ({ value: String(e.value), label: e.label }))
        : input?.type === 'switch'
          ? [{ value: String(input.on ?? 1), label: vmMessages.switchOn }, { value: String(input.off ?? 0), label: vmMessages.switchOff }]
          : undefined;
    return { key, label: f.label, required: f.required, choices: choices[key] ?? own, input };
  });
}

/** The required fields left blank, each with its declared message. */
export function blankRequired<K extends string>(fields: readonly TreeFormField<K>[], values: Record<K, string>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const f of fields) if (f.required !== undefined && values[f.key].trim() === '') out[f.key] = f.required;
  return out;
}
