import { ApiGateway, ConfirmDialog, Notifier, fieldError, type FieldSpec, type RecordType, type WorkflowTransition } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { recordPlaceholder } from '../messages';
import { changedSince, confirmDiscard } from './form-dirty';
import type { FormDialog, FormInput } from './list-page';
import { keyedState, liveInput } from './live-input';
import { fieldValue, isChoiceField, type RecordRow } from './record-fields';
import { RecordPageType } from './record-page-type';
import { RecordRowsViewModel } from './record-rows-view-model';
import { makeTransition } from './record-transitions';

/** One input of a move's dialog: a declared field the move writes. */
export interface RecordMoveField {
  readonly key: string;
  readonly label: string;
  readonly placeholder: string;
  readonly required: boolean;
  readonly field: FieldSpec;
}

/**
 * The dialog of a workflow move that writes fields of its own (`transition.fields`, docs/decisions/0371): e.g.
 * 填写处理措施 / 关闭 of an alarm. Filled from the record, checked with the declaration's messages, then the move's
 * call with the id, the target state and the values; then the page's rows reload.
 */
@injectable()
export class RecordMoveViewModel implements FormDialog {
  /** UI state: the dialog. */
  open = false;
  saving = false;
  transition: WorkflowTransition | undefined = undefined;
  record: RecordRow | undefined = undefined;
  values: Record<string, string> = {};
  /** The texts the dialog opened with (the record's): what `dirty` compares with (docs/decisions/0591). */
  private opened: Record<string, string> = {};
  errors: Record<string, string | undefined> = {};

  constructor(
    @inject(RecordPageType) readonly recordType: RecordType,
    @inject(RecordRowsViewModel) private readonly list: RecordRowsViewModel,
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
  ) {
    // The transition and the row are kept as given (refs): the move is found by identity in the declaration.
    makeAutoObservable<RecordMoveViewModel, 'list' | 'gateway' | 'notifier' | 'dialog'>(
      this,
      { recordType: false, list: false, gateway: false, notifier: false, dialog: false, transition: observableRef, record: observableRef },
      { autoBind: true },
    );
  }

  /** The move's label (关闭, 填写处理措施) and the record type's title: 关闭报警记录. */
  get title(): string {
    return `${this.transition?.label ?? ''}${this.recordType.title}`;
  }

  get fields(): readonly RecordMoveField[] {
    return (this.transition?.fields ?? []).flatMap((key) => {
      const f = this.recordType.fields.find((x) => x.key === key);
      return f === undefined ? [] : [{ key: f.key, label: f.label, placeholder: recordPlaceholder(f.label, isChoiceField(f)), required: f.required !== undefined, field: f }];
    });
  }

  /** The inputs as the page renders them; value and error read the dialog live. */
  get inputs(): readonly FormInput[] {
    const state = keyedState(this, this.setValue);
    return this.fields.map((f) => liveInput({ key: f.key, label: f.label, input: f.field.input ?? { type: 'text' }, required: f.required, placeholder: f.placeholder }, state));
  }

  /** Opens the dialog for `transition` on `row`, its fields filled with the record's values. */
  start(row: RecordRow, transition: WorkflowTransition): void {
    this.record = row;
    this.transition = transition;
    this.errors = {};
    this.values = Object.fromEntries(this.fields.map((f) => [f.key, String(fieldValue(row, f.field) ?? '')]));
    this.opened = { ...this.values };
    this.open = true;
  }

  setValue(key: string, value: string): void {
    this.values = { ...this.values, [key]: value };
    if (this.errors[key] !== undefined) this.check(key);
  }

  /** Checks one field on leaving it. */
  blur(key: string): void {
    this.check(key);
  }

  close(): void {
    this.open = false;
  }

  /** Holds input not saved: a field's text differs (trimmed) from the record's it opened with (docs/decisions/0591). */
  get dirty(): boolean {
    return this.open && changedSince(this.opened, this.values);
  }

  /** 取消, ×, Esc: closes; with input not saved, only when the user agrees to drop it. True when closed. */
  async requestClose(): Promise<boolean> {
    if (this.dirty && !(await confirmDiscard(this.dialog))) return false;
    this.close();
    return true;
  }

  /** 确定: checks every field (first message shown per field), then makes the move. True when made. */
  async submit(): Promise<boolean> {
    const transition = this.transition;
    const row = this.record;
    if (transition === undefined || row === undefined) return false;
    for (const f of this.fields) this.check(f.key);
    if (this.fields.some((f) => this.errors[f.key] !== undefined)) return false;
    this.saving = true;
    const made = await makeTransition({ gateway: this.gateway, notifier: this.notifier }, this.recordType, row, transition, this.values);
    runInAction(() => {
      this.saving = false;
    });
    if (!made) return false;
    runInAction(() => {
      this.open = false;
    });
    await this.list.load();
    return true;
  }

  private check(key: string): void {
    const f = this.fields.find((x) => x.key === key);
    if (f === undefined) return;
    this.errors = { ...this.errors, [key]: fieldError(f.field, { [f.key]: this.values[key] ?? '' }, false) };
  }
}
