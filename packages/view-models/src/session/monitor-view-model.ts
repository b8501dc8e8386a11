import { KeyValueStorage, Notifier, type WatchedCompany } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { CompanySwitchViewModel } from './company-switch-view-model';
import { CurrentCompanyViewModel } from './current-company-view-model';
import { SWITCH_NOTICE_KEY } from './switch-notice';

/** Where the entered / left message waits for the page the switch reloads (docs/decisions/0393). */
export const MONITOR_NOTICE_KEY = SWITCH_NOTICE_KEY;

/**
 * Supervision (monitor) mode (SPEC §4): the entry shows only with watched companies while monitoring is
 * off; the dialog 监视公司 picks a watched company (or the first), saves the original company in
 * `monitorInfo`, sets monitorShow and switches; exit switches back to the saved original company. Entering
 * and leaving say so: the switch reloads the page, so the message is kept in storage and shown by
 * `announce()` on the next page (docs/decisions/0393).
 */
@injectable()
export class MonitorViewModel {
  /** UI state: the 监视公司 dialog. */
  dialogOpen = false;
  /** UI state: the company chosen in the dialog. */
  chosenCompanyId: number | undefined = undefined;
  busy = false;
  /** This page made a switch and is about to reload: its message is for the next page, not this one. */
  private leaving = false;

  readonly dialogTitle = vmMessages.monitorDialogTitle;

  constructor(
    @inject(CurrentCompanyViewModel) private readonly currentCompany: CurrentCompanyViewModel,
    @inject(CompanySwitchViewModel) private readonly companySwitch: CompanySwitchViewModel,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<MonitorViewModel, 'currentCompany' | 'companySwitch' | 'storage' | 'notifier' | 'leaving'>(
      this,
      { currentCompany: false, companySwitch: false, storage: false, notifier: false, leaving: false },
      { autoBind: true },
    );
  }

  get watchedCompanies(): readonly WatchedCompany[] {
    return this.currentCompany.watchedCompanies;
  }

  get monitoring(): boolean {
    return this.currentCompany.monitorShow;
  }

  /** User-menu entry 监视公司: watched companies exist and monitoring is off. */
  get entryVisible(): boolean {
    return this.watchedCompanies.length > 0 && !this.monitoring;
  }

  /** User-menu entry 退出监视. */
  get exitVisible(): boolean {
    return this.monitoring;
  }

  /** Log out is hidden while monitoring (SPEC §2.4). */
  get logoutVisible(): boolean {
    return !this.monitoring;
  }

  /** The company being watched (the current company while monitoring). */
  get watchedName(): string | undefined {
    return this.monitoring ? this.currentCompany.companyName : undefined;
  }

  /** Opens 监视公司 on the first watched company (no empty "—" choice, docs/decisions/0624). */
  openDialog(): void {
    this.chosenCompanyId = this.watchedCompanies[0]?.companyID;
    this.dialogOpen = true;
  }

  closeDialog(): void {
    this.dialogOpen = false;
  }

  choose(companyId: number | undefined): void {
    this.chosenCompanyId = companyId;
  }

  /** Confirms the dialog: the chosen watched company, or the first one. */
  async confirm(): Promise<boolean> {
    const target = this.watchedCompanies.find((c) => c.companyID === this.chosenCompanyId) ?? this.watchedCompanies[0];
    const originalId = this.currentCompany.companyId;
    if (target === undefined || originalId === undefined) return false;
    this.busy = true;
    this.leaving = true;
    this.storage.setItem(MONITOR_NOTICE_KEY, vmMessages.monitorEntered(target.companyName));
    const ok = await this.companySwitch.switchTo(
      { id: target.companyID, name: target.companyName },
      { monitorShow: true, monitorInfo: { id: originalId, name: this.currentCompany.companyName } },
    );
    runInAction(() => {
      this.busy = false;
      if (ok) this.dialogOpen = false;
    });
    if (!ok) this.forget();
    return ok;
  }

  /** 退出监视: back to the saved original company, monitor state cleared. */
  async exit(): Promise<boolean> {
    const original = this.currentCompany.monitorInfo;
    if (!this.monitoring || original === undefined) return false;
    this.busy = true;
    this.leaving = true;
    this.storage.setItem(MONITOR_NOTICE_KEY, vmMessages.monitorExited(original.name));
    const ok = await this.companySwitch.switchTo(
      { id: original.id, name: original.name },
      { monitorShow: false, monitorInfo: undefined },
    );
    runInAction(() => {
      this.busy = false;
    });
    if (!ok) this.forget();
    return ok;
  }

  private forget(): void {
    this.leaving = false;
    this.storage.removeItem(MONITOR_NOTICE_KEY);
  }

  /**
   * On the page after the switch: shows the waiting 已进入监视模式 / 已退出监视模式 message once. Not on the page
   * that made the switch (its header re-renders with the new company before the reload).
   */
  announce(): void {
    if (this.leaving || this.companySwitch.leaving) return;
    const notice = this.storage.getItem(MONITOR_NOTICE_KEY);
    if (notice === undefined || notice === '') return;
    this.storage.removeItem(MONITOR_NOTICE_KEY);
    this.notifier.success(notice, { durationMs: 5000 });
  }
}
