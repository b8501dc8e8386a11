import { ApiGateway, ConfirmDialog, Notifier, companyRecord, endpoints } from '@worksite/contract';
import { COMPANY_TYPE, loadDivisionNames } from '@worksite/lookups';
import { buttonMap } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import { CompanySwitchViewModel } from '../session/company-switch-view-model';
import { CurrentCompanyViewModel } from '../session/current-company-view-model';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { MenuAccessViewModel } from '../session/menu-access-view-model';
import { flattenTree, toTree, type TreeNode } from './record-tree';
import { TreeEditor } from './tree-editor';
import { declaredForm, declaredLabel } from './tree-form';

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

/** The form's fields as the calls name them, each the declared company field it edits. */
const FORM = declaredForm<CompanyField>(companyRecord, { companyName: 'name', companyType: 'companyType', creditCode: 'creditCode', districtCode: 'districtCode' });

/**
 * 公司管理 (docs/decisions/0331), a dialog of 组织机构: the caller's companies as the three-level tree (GetCompanyList is flat, with
 * parentId), every node expanded; 新增下级 under a node above the third level, 编辑, 删除 (SPEC's confirm) by
 * the organisation page's buttons. Form and columns come from the company declaration (docs/decisions/0483).
 */
@injectable()
export class CompanyTreeViewModel extends TreeEditor<CompanyRow, CompanyField> {
  readonly title = companyRecord.title;
  /** The tree's column headers, as declared: name, type, district. */
  readonly columns = ['name', 'companyType', 'districtCode'].map((key) => declaredLabel(companyRecord, key));
  rows: readonly CompanyRow[] = [];
  /** District code → name from the province down, once the bundled table is read (docs/decisions/0525). */
  districtNames: ReadonlyMap<string, string> | undefined = undefined;
  /** A company-less administrator's first company is being made (docs/decisions/0411). */
  private firstCompany = false;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(CurrentCompanyViewModel) private readonly currentCompany: CurrentCompanyViewModel,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
    @inject(Notifier) notifier: Notifier,
    @inject(ConfirmDialog) dialog: ConfirmDialog,
    @inject(CompanySwitchViewModel) private readonly companySwitch: CompanySwitchViewModel,
  ) {
    super(FORM, notifier, dialog);
    makeObservable(this, { rows: observableRef, districtNames: observableRef, buttons: computed, tree: computed, visible: computed, canAddTop: computed });
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

  /** 所属区域 as the tree shows it: the district's name (广东省 深圳市 南山区), its code until the table is read or when it has not the code. */
  districtName(code: string): string {
    return this.districtNames?.get(code) ?? code;
  }

  protected blank(parent: CompanyRow | undefined): Record<CompanyField, string> {
    return { companyName: '', companyType: '9', creditCode: '', districtCode: parent?.districtCode ?? '' };
  }

  protected valuesOf(row: CompanyRow): Record<CompanyField, string> {
    return { companyName: row.companyName, companyType: String(row.companyType), creditCode: row.creditCode, districtCode: row.districtCode };
  }

  protected async read(): Promise<void> {
    const [data, names] = await Promise.all([this.gateway.call(endpoints.companyList, {}), loadDivisionNames().catch(() => undefined)]);
    runInAction(() => {
      this.rows = Array.isArray(data) ? (data as CompanyRow[]) : [];
      this.districtNames = names ?? this.districtNames;
    });
  }

  protected write(): Promise<unknown> {
    const v = this.values;
    const body = { companyName: v.companyName.trim(), companyType: Number(v.companyType), creditCode: v.creditCode.trim(), districtCode: v.districtCode.trim() };
    this.firstCompany = this.formMode === 'create' && this.currentCompany.companyId === undefined;
    if (this.formMode === 'edit') return this.gateway.call(endpoints.companyUpdate, { ...body, id: this.editing!.id });
    return this.gateway.call(endpoints.companyCreate, this.parent ? { ...body, parentId: this.parent.id } : body);
  }

  /**
   * A company-less administrator's first company became theirs and their session's on the server (0411): the
   * permission refresh stores it, and the page reloads with it in the header (SPEC §4's company change).
   */
  protected override async afterSave(): Promise<boolean> {
    return this.firstCompany && (await this.companySwitch.refreshPermissions());
  }

  protected erase(row: CompanyRow): Promise<unknown> {
    return this.gateway.call(endpoints.companyDelete, { id: row.id });
  }
}
