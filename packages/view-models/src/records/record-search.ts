import { formatStrWhere, type FieldInput, type FieldSpec, type RecordType, type StrWhereCondition } from '@worksite/contract';
import { recordPlaceholder } from '../messages';
import type { SearchField, SearchFormViewModel } from '../widgets/search-form-view-model';
import type { FormInput } from './list-page';
import { keyedState, liveInput } from './live-input';
import { fieldOptions, fieldValue, isChoiceField, searchCondition, searchableFields, type RecordRow } from './record-fields';

/** strWhere of an applied search (field key → text): one condition per filled field, written by formatStrWhere. */
export function appliedStrWhere(recordType: RecordType, applied: Readonly<Record<string, string>>): string {
  const conditions: StrWhereCondition[] = [];
  for (const f of searchableFields(recordType)) {
    const value = applied[f.key];
    if (value === undefined || value.trim() === '') continue;
    const condition = searchCondition(f, value.trim());
    if (condition !== undefined) conditions.push(condition);
  }
  return formatStrWhere(conditions);
}

/** For lists answered whole (no server paging): whether a row matches the applied search. */
export function appliedFilter(recordType: RecordType, applied: Readonly<Record<string, string>>): (row: RecordRow) => boolean {
  const fields = searchableFields(recordType).filter((f) => (applied[f.key] ?? '').trim() !== '');
  return (row) =>
    fields.every((f) => {
      const want = applied[f.key]!.trim();
      const have = fieldValue(row, f);
      return (f.kind ?? 'string') === 'string' ? String(have ?? '').includes(want) : String(have ?? '') === want;
    });
}

/** The search-form field of a filterable field (SPEC §2.10): a select for choices, a date picker for dates, else text. */
export function searchFieldOf(f: FieldSpec): SearchField {
  const options = fieldOptions(f);
  const input = options.length > 0 ? 'select' : f.input?.type === 'date' || f.input?.type === 'datetime' ? 'date' : 'text';
  return { key: f.key, label: f.label, placeholder: recordPlaceholder(f.label, isChoiceField(f)), input, ...(options.length > 0 ? { options } : {}) };
}

const SEARCH_INPUT: Readonly<Record<NonNullable<SearchField['input']>, FieldInput>> = {
  text: { type: 'text' },
  select: { type: 'text' },
  date: { type: 'date' },
  dateRange: { type: 'date' },
};

/** The search form's fields as the page renders them; value and error read the form live. */
export function searchInputs(form: SearchFormViewModel): readonly FormInput[] {
  const state = keyedState(form, form.setValue);
  return form.fields.map((f) =>
    liveInput({ key: f.key, label: f.label, input: SEARCH_INPUT[f.input ?? 'text'], required: f.required === true, placeholder: f.placeholder, options: f.options }, state),
  );
}
