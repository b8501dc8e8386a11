import { fieldError, type ApiGateway, type FieldSpec, type Notifier, type RecordType, type WorkflowTransition } from '@worksite/contract';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { recordPlaceholder } from '../messages';
import { fieldValue, isChoiceField, type RecordRow } from './record-fields';
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
 * call with the id, the target state and the values; `onDone` reloads the list.
 */
export class RecordMoveViewModel {
  /** UI state: the dialog. */
  open = false;
  saving = false;
  transition: WorkflowTransition | undefined = undefined;
  record: RecordRow | undefined = undefined;
  values: Record<string, string> = {};
  errors: Record<string, string | undefined> = {};
  /** Called after a move was made (the list reloads). */
  onDone: (() => Promise<void> | void) | undefined = undefined;

  constructor(
    readonly recordType: RecordType,
    private readonly gateway: ApiGateway,
    private readonly notifier: Notifier,
  ) {
    // The transition and the row are kept as given (refs): the move is found by identity in the declaration.
    makeAutoObservable<RecordMoveViewModel, 'gateway' | 'notifier'>(
      this,
      { recordType: false, gateway: false, notifier: false, onDone: false, transition: observableRef, record: observableRef },
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

  /** Opens the dialog for `transition` on `row`, its fields filled with the record's values. */
  start(row: RecordRow, transition: WorkflowTransition): void {
    this.record = row;
    this.transition = transition;
    this.errors = {};
    this.values = Object.fromEntries(this.fields.map((f) => [f.key, String(fieldValue(row, f.field) ?? '')]));
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
    await this.onDone?.();
    return true;
  }

  private check(key: string): void {
    const f = this.fields.find((x) => x.key === key);
    if (f === undefined) return;
    this.errors = { ...this.errors, [key]: fieldError(f.field, { [f.key]: this.values[key] ?? '' }, false) };
  }
}
