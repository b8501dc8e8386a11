import { writableFieldsOf, type ApiGateway, type FieldSpec, type Notifier, type RecordType } from '@worksite/contract';
import type { DataUrlReader } from '../ports/data-url-reader';
import { SelectViewModel } from '../widgets/select-view-model';
import { UploadViewModel } from '../widgets/upload-view-model';
import type { FormInput } from './list-page';
import { keyedState, liveInput } from './live-input';
import { remoteChoiceSource } from './record-choice-source';
import { fieldValue, formatDate, formatDateTime, type RecordRow } from './record-fields';

/** What the form's inputs read of a generic record form (RecordFormViewModel). */
export interface RecordFormState {
  readonly fields: readonly { readonly key: string; readonly label: string; readonly required: boolean; readonly placeholder: string; readonly type: string; readonly options: readonly { readonly value: string; readonly label: string }[]; readonly field: FieldSpec }[];
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, string | undefined>>;
  readonly choices: Readonly<Record<string, SelectViewModel<RecordRow>>>;
  readonly uploads: Readonly<Record<string, UploadViewModel>>;
  setField(key: string, value: string): void;
  blur(key: string): void;
}

const NUMERIC_TYPES: ReadonlySet<string> = new Set(['number', 'lookup', 'remote', 'switch']);

/** A form value as sent: numeric text as a number for numeric fields, text otherwise. */
export function wireValue(field: FieldSpec, text: string): unknown {
  const numeric = NUMERIC_TYPES.has(field.input?.type ?? 'text') || field.kind === 'number';
  const trimmed = text.trim();
  return numeric && trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
}

/** A record's value as the form edits it (dates readable, numbers as text). */
function formText(field: FieldSpec, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? String((field.input?.type === 'switch' && field.input.on) || 1) : String((field.input?.type === 'switch' && field.input.off) || 0);
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (field.input?.type === 'date') return formatDate(text);
  if (field.input?.type === 'datetime') return formatDateTime(text);
  return text;
}

/** The select of each remote field and the upload widget of each image / attachments field, by key. */
export function fieldWidgets(recordType: RecordType, gateway: ApiGateway, notifier: Notifier, reader: DataUrlReader) {
  const choices: Record<string, SelectViewModel<RecordRow>> = {};
  const uploads: Record<string, UploadViewModel> = {};
  for (const f of writableFieldsOf(recordType)) {
    const input = f.input;
    if (input?.type === 'remote') {
      const select = new SelectViewModel<RecordRow>();
      const source = remoteChoiceSource(gateway, input.source, input.choiceParams);
      if (source !== undefined) select.configure(source);
      choices[f.key] = select;
    } else if (input?.type === 'image' || input?.type === 'attachments') {
      const upload = new UploadViewModel(gateway, notifier, reader);
      upload.configure(input.type === 'image' ? { mode: 'single' } : { mode: 'list', kind: input.accept, limit: input.max });
      uploads[f.key] = upload;
    }
  }
  return { choices, uploads };
}

/**
 * The texts a record fills the form with (a password never: it is not sent back); the selects and upload widgets
 * show the record's choices and files.
 */
export function filledValues(recordType: RecordType, row: RecordRow, form: Pick<RecordFormState, 'choices' | 'uploads'>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of writableFieldsOf(recordType)) {
    const text = f.input?.type === 'password' ? '' : formText(f, fieldValue(row, f));
    values[f.key] = text;
    const input = f.input;
    if (input?.type === 'remote') {
      const name = input.labelKey === undefined ? undefined : row[input.labelKey];
      const select = form.choices[f.key];
      if (select !== undefined) select.selected = text === '' ? undefined : { value: text, label: typeof name === 'string' && name !== '' ? name : text };
    }
    const upload = form.uploads[f.key];
    if (upload !== undefined) {
      upload.setFiles(text.split(',').filter((u) => u.trim() !== '').map((url) => ({ name: url.split('/').pop() ?? url, url })));
    }
  }
  return values;
}

/** The form's fields as the page renders them; value and error read the form live. */
export function formInputs(form: RecordFormState): readonly FormInput[] {
  const state = keyedState(form, form.setField);
  return form.fields.map((f) =>
    liveInput(
      {
        key: f.key,
        label: f.label,
        input: f.field.input ?? { type: 'text' },
        required: f.required,
        placeholder: f.placeholder,
        ...(f.field.help !== undefined ? { help: f.field.help } : {}),
        options: f.type === 'lookup' || (f.options.length > 0 && f.type !== 'switch') ? f.options : undefined,
        select: form.choices[f.key] as FormInput['select'],
        upload: form.uploads[f.key],
      },
      state,
    ),
  );
}
