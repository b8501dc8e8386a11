import { ApiGateway, ConfirmDialog, Notifier, companyRecord, endpoints, recordMessages } from '@worksite/contract';
import { COMPANY_TYPE } from '@worksite/lookups';
import { buttonMap } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { CompanySwitchViewModel } from '../session/company-switch-view-model';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { CurrentCompanyViewModel } from '../session/current-company-view-model';
import { MenuAccessViewModel } from '../session/menu-access-view-model';
import { reportFailure } from '../support/failure-message';
import { confirmedDelete } from '../support/confirmed-delete';
import { flattenTree, toTree, type TreeNode } from './record-tree';

/** A company as GetCompanyList answers it. */
export interface CompanyRow {
  readonly id: number;
  readonly companyName: string;
  readonly parentId: number | null;
  readonly companyType: number;
  readonly creditCode: string;
  readonly districtCode: string;
}

export type CompanyField = 'companyName' | 'companyType' | 'creditCode' | 'districtCode';

/** The deepest level of the company tree (group → subsidiary → branch; the server refuses a fourth). */
export const COMPANY_TREE_DEPTH = 3;

const emptyValues = (): Record<CompanyField, string> => ({ companyName: '', companyType: '9', creditCode: '', districtCode: '' });

/**
 * 公司管理 (docs/decisions/0331), a dialog of 组织机构: the caller's companies as the three-level tree (GetCompanyList is flat, with
 * parentId), every node expanded; 新增下级 under a node above the third level, 编辑, 删除 (SPEC's confirm) by
 * the organisation page's buttons; the form checks the name and leaves the other rules to the server,
 * whose message it shows.
 */
@injectable()
export class CompanyTreeViewModel {
  readonly title = companyRecord.title;
  readonly typeOptions = COMPANY_TYPE;
  rows: readonly CompanyRow[] = [];
  loading = false;
  /** The 公司管理 dialog is open (opened from 组织机构's toolbar). */
  isOpen = false;
  /** The form: open while `formMode` is set; `parent` for a new child, `editing` for an edit. */
  formMode: 'create' | 'edit' | undefined = undefined;
  parent: CompanyRow | undefined = undefined;
  editing: CompanyRow | undefined = undefined;
  values: Record<CompanyField, string> = emptyValues();
  nameError: string | undefined = undefined;
  saving = false;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(CurrentCompanyViewModel) private readonly currentCompany: CurrentCompanyViewModel,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
    @inject(CompanySwitchViewModel) private readonly companySwitch: CompanySwitchViewModel,
  ) {
    makeAutoObservable<CompanyTreeViewModel, 'gateway' | 'currentUser' | 'currentCompany' | 'menuAccess' | 'notifier' | 'dialog' | 'companySwitch'>(
      this,
      { gateway: false, currentUser: false, currentCompany: false, menuAccess: false, notifier: false, dialog: false, companySwitch: false, rows: observableRef, typeOptions: false },
      { autoBind: true },
    );
  }

  get buttons(): Readonly<Record<string, boolean>> {
    const { page, subPage } = companyRecord.permission;
    return buttonMap(this.menuAccess.menuTree, page, subPage);
  }

  get tree(): TreeNode<CompanyRow>[] {
    return toTree(this.rows, (r) => r.id, (r) => r.parentId);
  }

  /** Every node in display order with its level (the page indents by level). */
  get visible(): TreeNode<CompanyRow>[] {
    return flattenTree(this.tree);
  }

  /**
   * 新增 a top-level company (a group, or an authority): system administrators only, as the server allows —
   * on a database without demo data the first company is made this way (docs/decisions/0411).
   */
  get canAddTop(): boolean {
    return this.buttons.add === true && this.currentUser.isSystemAdmin;
  }

  canAddChild(node: TreeNode<CompanyRow>): boolean {
    return this.buttons.add === true && node.level < COMPANY_TREE_DEPTH;
  }

  typeLabel(code: number): string {
    return COMPANY_TYPE.find((t) => t.value === code)?.label ?? '';
  }

  /** 公司管理: opens the dialog and loads the tree. */
  async open(): Promise<void> {
    this.isOpen = true;
    await this.load();
  }

  close(): void {
    this.isOpen = false;
    this.closeForm();
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const data = await this.gateway.call(endpoints.companyList, {});
      runInAction(() => {
        this.rows = Array.isArray(data) ? (data as CompanyRow[]) : [];
      });
    } catch (e) {
      reportFailure(this.notifier, e);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** 新增下级 under `parent`, or 新增 of a top-level company without one. */
  openCreate(parent?: CompanyRow): void {
    this.formMode = 'create';
    this.parent = parent;
    this.editing = undefined;
    this.values = { ...emptyValues(), districtCode: parent?.districtCode ?? '' };
    this.nameError = undefined;
  }

  openEdit(row: CompanyRow): void {
    this.formMode = 'edit';
    this.parent = undefined;
    this.editing = row;
    this.values = { companyName: row.companyName, companyType: String(row.companyType), creditCode: row.creditCode, districtCode: row.districtCode };
    this.nameError = undefined;
  }

  closeForm(): void {
    this.formMode = undefined;
    this.parent = undefined;
    this.editing = undefined;
  }

  setValue(field: CompanyField, value: string): void {
    this.values[field] = value;
    if (field === 'companyName' && this.nameError !== undefined) this.nameError = this.checkName();
  }

  /** 新增 / 修改 of the form; reloads the tree and closes on success. */
  async submit(): Promise<boolean> {
    this.nameError = this.checkName();
    if (this.nameError !== undefined || this.formMode === undefined || this.saving) return false;
    const body = {
      companyName: this.values.companyName.trim(),
      companyType: Number(this.values.companyType),
      creditCode: this.values.creditCode.trim(),
      districtCode: this.values.districtCode.trim(),
    };
    this.saving = true;
    const companyLess = this.currentCompany.companyId === undefined;
    try {
      if (this.formMode === 'create') await this.gateway.call(endpoints.companyCreate, this.parent ? { ...body, parentId: this.parent.id } : body);
      else await this.gateway.call(endpoints.companyUpdate, { ...body, id: this.editing!.id });
    } catch (e) {
      reportFailure(this.notifier, e);
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
    this.notifier.success(this.formMode === 'create' ? vmMessages.recordCreated : vmMessages.recordUpdated);
    // A company-less administrator's first company became theirs and their session's on the server (0411): the
    // permission refresh stores it, and the page reloads with it in the header (SPEC §4's company change).
    if (companyLess && this.formMode === 'create' && (await this.companySwitch.refreshPermissions())) return true;
    this.closeForm();
    await this.load();
    return true;
  }

  /** 删除 with SPEC's confirm (提示, 确定 / 取消); cancel → 已取消删除. */
  async remove(row: CompanyRow): Promise<boolean> {
    const deleted = await confirmedDelete(this.dialog, this.notifier, () => this.gateway.call(endpoints.companyDelete, { id: row.id }));
    if (deleted) await this.load();
    return deleted;
  }

  private checkName(): string | undefined {
    return this.values.companyName.trim() === '' ? recordMessages.companyNameRequired : undefined;
  }
}
