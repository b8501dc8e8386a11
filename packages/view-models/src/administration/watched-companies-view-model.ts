import { ApiGateway, Notifier, endpoints, type WatchedCompanies } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { rowId, type RecordRow } from '../records/record-fields';
import { callWithFeedback } from '../support/call-with-feedback';
import { loadWithFeedback } from '../support/load-with-feedback';
import type { AssignmentChoice } from './user-assignment-view-model';

/** The user whose watched companies are edited. */
export interface WatchingUser {
  readonly id: number;
  readonly userName: string;
}

/**
 * 监视公司 of a 用户管理 row (SPEC §6 monitor mode, docs/decisions/0344): the companies the caller administers as
 * checkboxes, those the user watches checked (GetWatchedCompanies); 保存 replaces them (UpdateWatchedCompanies).
 * The server keeps the user and the companies inside the caller's scope.
 */
@injectable()
export class WatchedCompaniesViewModel {
  readonly title = vmMessages.watchAction;
  user: WatchingUser | undefined = undefined;
  companies: readonly AssignmentChoice[] = [];
  companyIds: readonly number[] = [];
  loading = false;
  saving = false;
  private afterChange: () => unknown = () => undefined;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<WatchedCompaniesViewModel, 'gateway' | 'notifier' | 'afterChange'>(
      this,
      { gateway: false, notifier: false, afterChange: false, companies: observableRef, companyIds: observableRef },
      { autoBind: true },
    );
  }

  get isOpen(): boolean {
    return this.user !== undefined;
  }

  /** Opens the dialog for a QueryUserList row and loads the offered and the watched companies (closed again when refused). */
  async open(row: RecordRow, afterChange?: () => unknown): Promise<boolean> {
    const id = rowId(row);
    this.user = { id, userName: String(row.userName ?? '') };
    this.companies = [];
    this.companyIds = [];
    if (afterChange !== undefined) this.afterChange = afterChange;
    const loaded = await loadWithFeedback(this.notifier, (loading) => (this.loading = loading), async () => {
      const answer: WatchedCompanies = await this.gateway.call(endpoints.userWatchedCompanies, { id });
      runInAction(() => {
        this.companies = answer.companies.map((c) => ({ id: c.id, label: c.name }));
        this.companyIds = [...answer.companyIds].sort((a, b) => a - b);
      });
    });
    if (!loaded) runInAction(() => (this.user = undefined));
    return loaded;
  }

  isWatched(id: number): boolean {
    return this.companyIds.includes(id);
  }

  toggle(id: number): void {
    this.companyIds = this.isWatched(id) ? this.companyIds.filter((c) => c !== id) : [...this.companyIds, id].sort((a, b) => a - b);
  }

  close(): void {
    this.user = undefined;
  }

  /** 保存: replaces the watched companies; closes on success (修改成功). */
  async save(): Promise<boolean> {
    const user = this.user;
    if (user === undefined || this.saving || this.loading) return false;
    const call = () => this.gateway.call(endpoints.userUpdateWatchedCompanies, { id: user.id, companyIds: [...this.companyIds] });
    if (!(await callWithFeedback(this.notifier, call, vmMessages.watchSaved, (saving) => (this.saving = saving)))) return false;
    this.close();
    await this.afterChange();
    return true;
  }
}
