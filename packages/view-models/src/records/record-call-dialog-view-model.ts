import { ApiGateway, ConfirmDialog, Notifier, callDialogParts, recordMessages, type ButtonName, type CallDialog, type CallDialogField, type RecordType } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { recordPlaceholder, vmMessages } from '../messages';
import { callWithFeedback } from '../support/call-with-feedback';
import { SelectViewModel } from '../widgets/select-view-model';
import { changedSince, confirmDiscard } from './form-dirty';
import type { FormDialog, FormInput } from './list-page';
import { keyedState, liveInput } from './live-input';
import { transitionEndpoint, callAny } from './record-calls';
import { remoteChoiceSource } from './record-choice-source';
import { fieldValue, formatDate, formatDateTime, isChoiceField, rowId, type RecordRow } from './record-fields';
import { wireValue } from './record-form-values';
import type { RecordRowAction, RecordToolbarAction } from './record-list-types';
import { RecordPageType } from './record-page-type';
import { RecordRowsViewModel } from './record-rows-view-model';

/** A row's value as the dialog edits it: a date or time readable in site time, else its text. */
function inputText(f: CallDialogField, row: RecordRow): string {
  if (f.field === undefined) return '';
  const value = fieldValue(row, f.field);
  if (value === undefined || value === null) return '';
  const type = f.field.input?.type;
  return type === 'datetime' ? formatDateTime(String(value)) : type === 'date' ? formatDate(String(value)) : String(value);
}

/**
 * The dialogs of a type's declared further calls (`dialogs`, call-dialogs.ts; docs/decisions/0677): 考勤记录's 更正
 * on a row (进场时间 and 离场时间 filled from the row, 更正原因 required) and 补录 in the toolbar (人员, 日期, times,
 * reason). Each shown where the call's button is held; 确定 checks the required inputs with the declaration's
 * messages, then makes the call — with the row's id, the inputs the user changed or filled — shows `{label}成功`
 * and reloads the page's rows; a refusal is shown and the dialog stays. Asks before dropping unsaved input (0591).
 */
@injectable()
export class RecordCallDialogViewModel implements FormDialog {
  open = false;
  saving = false;
  dialog: CallDialog | undefined = undefined;
  record: RecordRow | undefined = undefined;
  values: Record<string, string> = {};
  errors: Record<string, string | undefined> = {};
  /** The remote choices of the open dialog (补录's 人员), by input key. */
  choices: Record<string, SelectViewModel<RecordRow>> = {};
  /** The texts the dialog opened with: what `dirty` compares with, and which row values are sent unchanged (none). */
  private opened: Record<string, string> = {};

  constructor(
    @inject(RecordPageType) readonly recordType: RecordType,
    @inject(RecordRowsViewModel) private readonly list: RecordRowsViewModel,
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDialog) private readonly confirmDialog: ConfirmDialog,
  ) {
    makeAutoObservable<RecordCallDialogViewModel, 'list' | 'gateway' | 'notifier' | 'confirmDialog'>(
      this,
      { recordType: false, list: false, gateway: false, notifier: false, confirmDialog: false, dialog: observableRef, record: observableRef, choices: observableRef },
      { autoBind: true },
    );
  }

  /** 更正考勤记录: the dialog's label and the type's title. */
  get title(): string {
    return `${this.dialog?.label ?? ''}${this.recordType.title}`;
  }

  get fields(): readonly CallDialogField[] {
    return this.dialog === undefined ? [] : (callDialogParts(this.recordType, this.dialog)?.fields ?? []);
  }

  get inputs(): readonly FormInput[] {
    const state = keyedState(this, this.setValue);
    return this.fields.map((f) => {
      const choose = f.field !== undefined && isChoiceField(f.field);
      const select = this.choices[f.key];
      return liveInput({ key: f.key, label: f.label, input: f.field?.input ?? { type: 'text' }, required: f.required !== undefined, placeholder: recordPlaceholder(f.label, choose), ...(select ? { select: select as FormInput['select'] } : {}) }, state);
    });
  }

  /** The row buttons of the declared row dialogs whose call's button is held (更正). */
  rowActions(row: RecordRow, buttons: Readonly<Record<ButtonName, boolean>>): RecordRowAction[] {
    return this.held('row', buttons).map((d) => ({ key: `dialog:${d.call}:${d.label}`, label: d.label, kind: 'dialog', run: async () => this.start(d, row) }));
  }

  /** The toolbar buttons of the declared toolbar dialogs whose call's button is held (补录). */
  toolbarActions(buttons: Readonly<Record<ButtonName, boolean>>): RecordToolbarAction[] {
    return this.held('toolbar', buttons).map((d) => ({ key: `dialog:${d.call}:${d.label}`, label: d.label, kind: 'dialog', run: () => this.start(d) }));
  }

  /** Opens `dialog`, on `row` (its inputs filled from the row's fields) or empty. */
  start(dialog: CallDialog, row?: RecordRow): void {
    this.dialog = dialog;
    this.record = row;
    this.errors = {};
    const choices: Record<string, SelectViewModel<RecordRow>> = {};
    for (const f of this.fields) {
      const input = f.field?.input;
      if (input?.type !== 'remote') continue;
      const source = remoteChoiceSource(this.gateway, input.source, input.choiceParams);
      const select = new SelectViewModel<RecordRow>();
      if (source !== undefined) select.configure(source);
      choices[f.key] = select;
    }
    this.choices = choices;
    this.values = Object.fromEntries(this.fields.map((f) => [f.key, row === undefined ? '' : inputText(f, row)]));
    this.opened = { ...this.values };
    this.open = true;
  }

  setValue(key: string, value: string): void {
    this.values = { ...this.values, [key]: value };
    if (this.errors[key] !== undefined) this.check(key);
  }

  blur(key: string): void {
    this.check(key);
  }

  close(): void {
    this.open = false;
  }

  get dirty(): boolean {
    return this.open && changedSince(this.opened, this.values);
  }

  /** 取消, ×, Esc: closes; with input not saved, only when the user agrees to drop it. True when closed. */
  async requestClose(): Promise<boolean> {
    if (this.dirty && !(await confirmDiscard(this.confirmDialog))) return false;
    this.close();
    return true;
  }

  /** What 确定 sends: the row's id, then every input changed from what it opened with (a row's unchanged time stays as stored). */
  get params(): Record<string, unknown> {
    const sent: Record<string, unknown> = this.record === undefined ? {} : { id: rowId(this.record) };
    for (const f of this.fields) {
      const text = (this.values[f.key] ?? '').trim();
      if (text === '' || text === (this.opened[f.key] ?? '').trim()) continue;
      sent[f.key] = f.field !== undefined ? wireValue(f.field, text) : text;
    }
    return sent;
  }

  /** 确定: checks every input (its first message shown), then makes the call; true when made (the rows reload). */
  async submit(): Promise<boolean> {
    const dialog = this.dialog;
    const endpoint = dialog === undefined ? undefined : transitionEndpoint(this.recordType, dialog.call);
    if (dialog === undefined || endpoint === undefined) return false;
    for (const f of this.fields) this.check(f.key);
    if (this.fields.some((f) => this.errors[f.key] !== undefined)) return false;
    const made = await callWithFeedback(this.notifier, () => callAny(this.gateway, endpoint, this.params), vmMessages.recordTransitionDone(dialog.label), (busy) => {
      this.saving = busy;
    });
    if (!made) return false;
    runInAction(() => {
      this.open = false;
    });
    await this.list.load();
    return true;
  }

  private held(on: CallDialog['on'], buttons: Readonly<Record<ButtonName, boolean>>): CallDialog[] {
    return (this.recordType.dialogs ?? []).filter((d) => {
      const parts = d.on === on ? callDialogParts(this.recordType, d) : undefined;
      return parts !== undefined && buttons[parts.button] === true && transitionEndpoint(this.recordType, d.call) !== undefined;
    });
  }

  private check(key: string): void {
    const f = this.fields.find((x) => x.key === key);
    if (f === undefined) return;
    const text = (this.values[key] ?? '').trim();
    const max = f.param.maxLength;
    const error = text === '' ? f.required : max !== undefined && [...text].length > max ? recordMessages.tooLong(f.label, max) : undefined;
    this.errors = { ...this.errors, [key]: error };
  }
}
