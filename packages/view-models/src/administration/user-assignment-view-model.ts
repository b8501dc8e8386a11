import { ApiGateway, Notifier, endpoints } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { rowId, type RecordRow } from '../records/record-fields';
import { callWithFeedback } from '../support/call-with-feedback';
import { loadWithFeedback } from '../support/load-with-feedback';

/** A choice of the dialog: a role of the user's company, or a department with its full path. */
export interface AssignmentChoice {
  readonly id: number;
  readonly label: string;
}

/** The user whose company roles and department are edited. */
export interface AssignedUser {
  readonly id: number;
  readonly userName: string;
  readonly companyId: number;
  readonly companyName: string;
}

const idsOf = (text: unknown): number[] =>
  String(text ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

const listOf = (data: unknown): Record<string, unknown>[] => (Array.isArray(data) ? (data as Record<string, unknown>[]) : []);

/**
 * 分配角色 of a 用户管理 row (docs/decisions/0334): the user's roles in the company the list shows it in (the
 * company's roles as checkboxes, PCUpdateJiaoSe) and its department there (the company's departments by full
 * path, editUser). The server keeps both inside the caller's scope and the company's own roles/departments.
 */
@injectable()
export class UserAssignmentViewModel {
  readonly title = vmMessages.assignAction;
  user: AssignedUser | undefined = undefined;
  roles: readonly AssignmentChoice[] = [];
  departments: readonly AssignmentChoice[] = [];
  roleIds: readonly number[] = [];
  departmentId = '';
  loading = false;
  saving = false;
  private afterChange: () => unknown = () => undefined;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<UserAssignmentViewModel, 'gateway' | 'notifier' | 'afterChange'>(
      this,
      { gateway: false, notifier: false, afterChange: false, roles: observableRef, departments: observableRef, roleIds: observableRef },
      { autoBind: true },
    );
  }

  get isOpen(): boolean {
    return this.user !== undefined;
  }

  /** Whether a row can be assigned: it belongs to a company (an approved registration does). */
  static assignable(row: RecordRow): boolean {
    return Number(row.companyId) > 0;
  }

  /** Opens the dialog for a QueryUserList row and loads its company's roles and departments. */
  async open(row: RecordRow, afterChange?: () => unknown): Promise<boolean> {
    const companyId = Number(row.companyId);
    this.user = { id: rowId(row), userName: String(row.userName ?? ''), companyId, companyName: String(row.companyName ?? '') };
    this.roleIds = idsOf(row.roleIds);
    this.departmentId = row.departmentId === null || row.departmentId === undefined ? '' : String(row.departmentId);
    this.roles = [];
    this.departments = [];
    if (afterChange !== undefined) this.afterChange = afterChange;
    return loadWithFeedback(this.notifier, (loading) => (this.loading = loading), async () => {
      const [roles, departments] = await Promise.all([
        this.gateway.call(endpoints.roleList, { companyId }),
        this.gateway.call(endpoints.departmentList, { companyId }),
      ]);
      runInAction(() => {
        this.roles = listOf(roles).map((r) => ({ id: Number(r.id), label: String(r.roleName ?? '') }));
        this.departments = listOf(departments).map((d) => ({ id: Number(d.id), label: String(d.fullDepartmentPath ?? d.departmentName ?? '') }));
      });
    });
  }

  hasRole(id: number): boolean {
    return this.roleIds.includes(id);
  }

  toggleRole(id: number): void {
    this.roleIds = this.hasRole(id) ? this.roleIds.filter((r) => r !== id) : [...this.roleIds, id].sort((a, b) => a - b);
  }

  setDepartment(value: string): void {
    this.departmentId = value;
  }

  close(): void {
    this.user = undefined;
  }

  /** 保存: the department (when one is chosen) and the roles; closes on success (保存成功). */
  async save(): Promise<boolean> {
    const user = this.user;
    if (user === undefined || this.saving) return false;
    const call = async () => {
      if (this.departmentId !== '') {
        await this.gateway.call(endpoints.userEdit, { id: user.id, companyId: user.companyId, departmentId: Number(this.departmentId) });
      }
      await this.gateway.call(endpoints.userUpdateRole, { userId: user.id, companyId: user.companyId, roleIds: this.roleIds.join(',') });
    };
    if (!(await callWithFeedback(this.notifier, call, vmMessages.grantSaved, (saving) => (this.saving = saving)))) return false;
    this.close();
    await this.afterChange();
    return true;
  }
}
