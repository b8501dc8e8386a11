import type { ConfirmDialog, Notifier } from '@worksite/contract';
import { actionBound, makeObservable, observable, observableRef } from 'mobx';
import { vmMessages } from '../messages';
import { callWithFeedback } from '../support/call-with-feedback';
import { confirmedDelete } from '../support/confirmed-delete';
import { loadWithFeedback } from '../support/load-with-feedback';
import { blankRequired, type TreeFormField } from './tree-form';

/**
 * What the tree dialogs of administration (公司管理, 菜单管理) share (docs/decisions/0483): the dialog opens and
 * loads its tree; its form (新增下级 under a node, 编辑 of a node) has the fields the record type declares,
 * checks their required messages, saves with the create or update call and reloads; 删除 asks SPEC's confirm.
 * A tree says how it reads its nodes, the form's values of a node and which calls it makes.
 */
export abstract class TreeEditor<Node, K extends string> {
  isOpen = false;
  loading = false;
  /** The form: open while `formMode` is set; `parent` for a new child, `editing` for an edit. */
  formMode: 'create' | 'edit' | undefined = undefined;
  parent: Node | undefined = undefined;
  editing: Node | undefined = undefined;
  values: Record<K, string>;
  errors: Partial<Record<K, string>> = {};
  saving = false;

  protected constructor(
    readonly fields: readonly TreeFormField<K>[],
    protected readonly notifier: Notifier,
    protected readonly dialog: ConfirmDialog,
  ) {
    this.values = this.blank(undefined);
    makeObservable<TreeEditor<Node, K>, 'afterSave'>(this, {
      isOpen: observable,
      loading: observable,
      formMode: observable,
      parent: observableRef,
      editing: observableRef,
      values: observable,
      errors: observableRef,
      saving: observable,
      open: actionBound,
      close: actionBound,
      load: actionBound,
      openCreate: actionBound,
      openEdit: actionBound,
      closeForm: actionBound,
      setValue: actionBound,
      submit: actionBound,
      remove: actionBound,
      afterSave: false,
    });
  }

  /** The form's values for a new node (under `parent` when given). */
  protected abstract blank(parent: Node | undefined): Record<K, string>;
  /** The form's values of `node`, for 编辑. */
  protected abstract valuesOf(node: Node): Record<K, string>;
  /** Reads the tree (storing it in an action). */
  protected abstract read(): Promise<void>;
  /** The create (`formMode` create, under `parent`) or update (`editing`) call of the form's values. */
  protected abstract write(): Promise<unknown>;
  /** The delete call of `node`. */
  protected abstract erase(node: Node): Promise<unknown>;

  /** After a successful save; true when it took over (the page reloads), else the form closes and the tree reloads. */
  protected async afterSave(): Promise<boolean> {
    return false;
  }

  async open(): Promise<void> {
    this.isOpen = true;
    await this.load();
  }

  close(): void {
    this.isOpen = false;
    this.closeForm();
  }

  load(): Promise<boolean> {
    return loadWithFeedback(this.notifier, (loading) => (this.loading = loading), () => this.read());
  }

  /** 新增下级 under `parent` (or 新增 at the top without one). */
  openCreate(parent?: Node): void {
    this.formMode = 'create';
    this.parent = parent;
    this.editing = undefined;
    this.values = this.blank(parent);
    this.errors = {};
  }

  openEdit(node: Node): void {
    this.formMode = 'edit';
    this.parent = undefined;
    this.editing = node;
    this.values = this.valuesOf(node);
    this.errors = {};
  }

  closeForm(): void {
    this.formMode = undefined;
    this.parent = undefined;
    this.editing = undefined;
  }

  setValue(field: K, value: string): void {
    this.values[field] = value;
    if (this.errors[field] !== undefined) this.errors = blankRequired(this.fields, this.values);
  }

  /** 新增 / 修改 of the form; the required fields are checked here, the other rules by the server, whose message shows. */
  async submit(): Promise<boolean> {
    this.errors = blankRequired(this.fields, this.values);
    if (Object.keys(this.errors).length > 0 || this.formMode === undefined || this.saving) return false;
    const done = this.formMode === 'create' ? vmMessages.recordCreated : vmMessages.recordUpdated;
    const saved = await callWithFeedback(this.notifier, () => this.write(), done, (saving) => (this.saving = saving));
    if (!saved || (await this.afterSave())) return saved;
    this.closeForm();
    await this.load();
    return true;
  }

  /** 删除 with SPEC's confirm (提示, 确定 / 取消); cancel → 已取消删除. */
  async remove(node: Node): Promise<boolean> {
    const deleted = await confirmedDelete(this.dialog, this.notifier, () => this.erase(node));
    if (deleted) await this.load();
    return deleted;
  }
}
