import { ApiGateway, ConfirmDialog, Notifier, fieldError, recordRuleFailures, writableFieldsOf, type FieldInputType, type FieldSpec, type RecordType } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { recordFormTitle, recordPlaceholder, vmMessages } from '../messages';
import { DataUrlReader } from '../ports/data-url-reader';
import { reportedWhile } from '../support/reported-while';
import type { SelectViewModel } from '../widgets/select-view-model';
import type { UploadViewModel } from '../widgets/upload-view-model';
import type { FormDialog, FormInput } from './list-page';
import { actionEndpoint, callAny } from './record-calls';
import { changedSince, confirmDiscard, formTexts } from './form-dirty';
import { remoteRecordNames } from './record-choice-source';
import { RecordExtensions } from './record-extensions';
import { fieldOptions, isChoiceField, rowId, type FieldOption, type RecordRow } from './record-fields';
import { fieldWidgets, filledValues, formInputs, wireValue } from './record-form-values';
import { RecordPageType } from './record-page-type';
import { RecordRowsViewModel } from './record-rows-view-model';

/** Create or edit. */
export type RecordFormMode = 'create' | 'update';

/** One input of a generic record form. */
export interface RecordFormField {
  readonly key: string;
  readonly label: string;
  /** The control: text, number, date, datetime, time, lookup, remote, image, attachments, multiline, password, switch, geometry, identity. */
  readonly type: FieldInputType;
  readonly placeholder: string;
  /** True when the declaration gives a required message. */
  readonly required: boolean;
  /** Lookup and switch choices. */
  readonly options: readonly FieldOption[];
  /** Shown beside a number (万元, m³). */
  readonly unit?: string;
  readonly field: FieldSpec;
}

/**
 * The 新增{title} / 编辑{title} dialog of a generic record page: one input per writable declared field by its
 * kind, lookup choices from @worksite/lookups, remote choices with search and paging (SPEC §2.10's select,
 * loaded from the source type's list call), image and attachment uploads by SPEC §5's rules, validation in
 * declared order with the declaration's messages (the first one shown), 新增 / 修改, 提交成功 / 修改成功; a save
 * reloads the page's rows (and tells the type's extensions of a 新增).
 */
@injectable()
export class RecordFormViewModel implements FormDialog {
  /** UI state: the dialog and its mode. */
  open = false;
  mode: RecordFormMode = 'create';
  /** The record being edited. */
  editingId: number | undefined = undefined;
  /** Input text per field key (uploads are held by `uploads`). */
  values: Record<string, string> = {};
  /** The text each field held when the record was loaded (编辑): a field empty then and now is not sent. */
  private loaded: Record<string, string> = {};
  /** The texts the dialog opened with (新增: empty; 编辑: the record's): what `dirty` compares with. */
  private opened: Record<string, string> = {};
  errors: Record<string, string | undefined> = {};
  loading = false;
  saving = false;

  /** The select (search, paging, popover 270) of each remote field, by key. */
  readonly choices: Readonly<Record<string, SelectViewModel<RecordRow>>>;
  /** The upload widget of each image / attachments field, by key. */
  readonly uploads: Readonly<Record<string, UploadViewModel>>;

  constructor(
    @inject(RecordPageType) readonly recordType: RecordType,
    @inject(RecordRowsViewModel) private readonly list: RecordRowsViewModel,
    @inject(RecordExtensions) private readonly extensions: RecordExtensions,
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(DataUrlReader) reader: DataUrlReader,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
  ) {
    const { choices, uploads } = fieldWidgets(recordType, gateway, notifier, reader);
    this.choices = choices;
    this.uploads = uploads;
    makeAutoObservable<RecordFormViewModel, 'list' | 'extensions' | 'gateway' | 'notifier' | 'dialog'>(
      this,
      { recordType: false, list: false, extensions: false, gateway: false, notifier: false, dialog: false, choices: false, uploads: false },
      { autoBind: true },
    );
  }

  /** 新增{title} or 编辑{title}. */
  get title(): string {
    return recordFormTitle(this.mode, this.recordType.title);
  }

  /** 新增 or 修改. */
  get submitLabel(): string {
    return this.mode === 'create' ? vmMessages.recordAdd : vmMessages.recordUpdate;
  }

  /** The inputs in declared order: writable fields; a password only when creating (it is never sent back). */
  get fields(): readonly RecordFormField[] {
    return writableFieldsOf(this.recordType)
      .filter((f) => this.mode === 'create' || f.input?.type !== 'password')
      .map((f) => {
        const input = f.input;
        return {
          key: f.key,
          label: f.label,
          type: input?.type ?? 'text',
          placeholder: recordPlaceholder(f.label, isChoiceField(f)),
          required: f.required !== undefined,
          options: fieldOptions(f),
          ...(input?.type === 'number' && input.unit !== undefined ? { unit: input.unit } : {}),
          field: f,
        };
      });
  }

  /** The inputs as the page renders them. */
  get inputs(): readonly FormInput[] {
    return formInputs(this);
  }

  /** The first message in declared order, if any (shown as the template form shows it). */
  get firstError(): string | undefined {
    return this.fields.map((f) => this.errors[f.key]).find((m) => m !== undefined);
  }

  /** The payload a submit sends (before the id of an edit): every form field under its key. */
  get payload(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const f of this.fields) {
      const upload = this.uploads[f.key];
      const text = upload !== undefined ? upload.files.map((file) => file.url).join(',') : (this.values[f.key] ?? '');
      // Empty: not sent when creating, for a password, or when it was empty already; a field the user emptied
      // is sent empty, and the server empties it (NULL or the column's default, docs/decisions/0414).
      const emptyBefore = (this.loaded[f.key] ?? '').trim() === '';
      if (text.trim() === '' && (this.mode === 'create' || f.type === 'password' || emptyBefore)) continue;
      out[f.key] = wireValue(f.field, text);
    }
    return out;
  }

  /** Opens an empty 新增{title} dialog. */
  openCreate(): void {
    this.mode = 'create';
    this.editingId = undefined;
    this.values = Object.fromEntries(writableFieldsOf(this.recordType).map((f) => [f.key, '']));
    this.loaded = {};
    this.errors = {};
    for (const select of Object.values(this.choices)) select.clear();
    for (const upload of Object.values(this.uploads)) upload.setFiles([]);
    this.opened = this.texts;
    this.open = true;
  }

  /** Opens 编辑{title} filled from the row (then from the type's detail call, when it has one). */
  async openEdit(row: RecordRow): Promise<boolean> {
    this.mode = 'update';
    this.editingId = rowId(row);
    this.errors = {};
    this.fill(row);
    this.open = true;
    const detail = actionEndpoint(this.recordType, 'detail');
    return reportedWhile(this, 'loading', this.notifier, async () => {
      if (detail !== undefined) {
        const shown = this.values;
        const answer = await callAny(this.gateway, detail, { id: this.editingId, rec_id: this.editingId });
        if (typeof answer === 'object' && answer !== null && !Array.isArray(answer)) {
          // What the user typed while the detail was on its way stays: the detail fills the other fields only.
          const typed = Object.fromEntries(Object.entries(this.values).filter(([k, v]) => v !== shown[k]));
          runInAction(() => {
            this.fill({ ...row, ...(answer as RecordRow) });
            this.values = { ...this.values, ...typed };
          });
        }
      }
      await this.nameChoices();
    });
  }

  close(): void {
    this.open = false;
  }

  /** Holds input not saved: a field's text or an upload differs from what the dialog opened with (docs/decisions/0591). */
  get dirty(): boolean {
    return this.open && changedSince(this.opened, this.texts);
  }

  /** 取消, ×, Esc: closes; with input not saved, only when the user agrees to drop it. True when closed. */
  async requestClose(): Promise<boolean> {
    if (this.dirty && !(await confirmDiscard(this.dialog))) return false;
    this.close();
    return true;
  }

  private get texts(): Record<string, string> {
    return formTexts(writableFieldsOf(this.recordType).map((f) => f.key), this.values, this.uploads);
  }

  /** Edits a field; a shown message is re-checked. */
  setField(key: string, value: string): void {
    this.values = { ...this.values, [key]: value };
    if (this.errors[key] !== undefined) this.errors = { ...this.errors, [key]: this.check(key) };
  }

  /** A remote choice picked in its select: the value is the chosen record's id. */
  choose(key: string, option: { readonly value: string; readonly label: string }): void {
    this.choices[key]?.choose(option);
    this.setField(key, option.value);
  }

  /** Checks one field as the user leaves it. */
  blur(key: string): void {
    this.errors = { ...this.errors, [key]: this.check(key) };
  }

  /** Checks every field in declared order; the first message, or undefined when the form is valid. */
  validate(): string | undefined {
    this.errors = Object.fromEntries(this.fields.map((f) => [f.key, this.check(f.key)]));
    return this.firstError;
  }

  /** Checks, then saves: 提交成功 (create) / 修改成功 (edit), the dialog closes. Resolves true when saved. */
  async submit(): Promise<boolean> {
    if (this.validate() !== undefined) return false;
    const mode = this.mode;
    const endpoint = actionEndpoint(this.recordType, mode);
    if (endpoint === undefined) return false;
    const id = this.editingId;
    const params = mode === 'update' && id !== undefined ? { ...this.payload, id, rec_id: id } : this.payload;
    let answer: unknown;
    const saved = await reportedWhile(this, 'saving', this.notifier, async () => {
      answer = await callAny(this.gateway, endpoint, params);
    });
    if (!saved) return false;
    this.notifier.success(mode === 'create' ? vmMessages.recordCreated : vmMessages.recordUpdated);
    runInAction(() => {
      this.open = false;
    });
    if (mode === 'create') for (const ext of this.extensions.of(this.recordType.name)) ext.afterCreate?.(answer, params);
    await this.list.load();
    return true;
  }

  /**
   * Names the chosen records of remote fields the record carried no name of (所属公司 of a department): read from
   * the source list by id (docs/decisions/0418); an id not found keeps showing as the id.
   */
  private async nameChoices(): Promise<void> {
    await Promise.all(
      Object.entries(this.choices).map(async ([key, select]) => {
        const chosen = select.selected;
        const input = writableFieldsOf(this.recordType).find((f) => f.key === key)?.input;
        if (chosen === undefined || chosen.label !== chosen.value || input?.type !== 'remote') return;
        const names = await remoteRecordNames(this.gateway, input.source, [chosen.value]).catch(() => ({}) as Record<string, string>);
        const label = names[chosen.value];
        if (label !== undefined && this.values[key] === chosen.value) runInAction(() => (select.selected = { value: chosen.value, label }));
      }),
    );
  }

  /**
   * The field's own message, else the message of a rule across fields shown under it (a date pair, a date window:
   * docs/decisions/0520), by the same pure checker the server runs; the browser's clock is the moment.
   */
  private check(key: string): string | undefined {
    const f = this.fields.find((x) => x.key === key);
    if (f === undefined) return undefined;
    // A masked value the edit form was filled with (an ID number never answered whole), sent back unchanged, is no
    // change: the server keeps the stored number (docs/decisions/0633).
    if (this.mode === 'update' && f.field.mask !== undefined && this.values[key] === this.loaded[key] && String(this.values[key] ?? '').includes('*')) return undefined;
    const own = fieldError(f.field, this.payload, this.mode === 'update');
    if (own !== undefined) return own;
    const before = this.mode === 'update' ? this.loaded : undefined;
    return recordRuleFailures(this.recordType, { values: this.values, ...(before ? { before } : {}), now: Date.now() }).find((x) => x.key === key)?.message;
  }

  private fill(row: RecordRow): void {
    const values = filledValues(this.recordType, row, this);
    this.values = values;
    this.loaded = values;
    this.opened = this.texts;
  }
}
