import { ApiGateway, ConfirmDialog, Notifier, endpoints } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import type { RecordRow } from '../records/record-fields';
import { rowId } from '../records/record-fields';
import { reportFailure } from '../support/failure-message';

/** What the user actions read of a QueryUserList row. */
export interface UserRow {
  readonly id: number;
  readonly userName: string;
  /** 0 new, 1 unaudited, 2 passed, 3 rejected (SPEC §3). */
  readonly auditStatus: number;
  /** 1 enabled, 0 disabled. */
  readonly status: number;
}

/** A generic list row of the user type read as a UserRow. */
export function userRowOf(row: RecordRow): UserRow {
  return { id: rowId(row), userName: String(row.userName ?? ''), auditStatus: Number(row.auditStatus), status: Number(row.status) };
}

const MIN_PASSWORD = 6;
const PASSED = 2;

/** Offered only on an approved account (a registration is approved or rejected first, by the audit workflow). */
export const isActiveAccount = (row: UserRow): boolean => row.auditStatus === PASSED;

/**
 * The 用户管理 actions the generic list does not have (docs/decisions/0330): 重置密码 (ModifyPwd; a dialog asks
 * for the new password) and 启用 / 禁用 (editUser status; the server ends a disabled user's sessions), each
 * behind the edit button. 审核通过 / 审核驳回 are the declared audit workflow's moves on the generic list.
 * One instance for the app: the page renders its reset dialog while `resetTarget` is set.
 */
@injectable()
export class UserActionsViewModel {
  /** The row whose password is being reset (the dialog is open while set). */
  resetTarget: UserRow | undefined = undefined;
  newPassword = '';
  passwordError: string | undefined = undefined;
  busy = false;
  /** Called after a change the list should show (the list's reload). */
  private afterChange: () => unknown = () => undefined;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
  ) {
    makeAutoObservable<UserActionsViewModel, 'gateway' | 'notifier' | 'dialog' | 'afterChange'>(
      this,
      { gateway: false, notifier: false, dialog: false, afterChange: false },
      { autoBind: true },
    );
  }

  /** 启用 / 禁用: asks (提示), then editUser with status 1 or 0; false when cancelled or refused. */
  async setEnabled(row: UserRow, enabled: boolean, afterChange?: () => unknown): Promise<boolean> {
    const ok = await this.dialog.confirm({
      title: vmMessages.alertTitle,
      message: enabled ? vmMessages.enableConfirm(row.userName) : vmMessages.disableConfirm(row.userName),
      confirmText: vmMessages.confirmButton,
      cancelText: vmMessages.cancelButton,
      tone: 'warning',
    });
    if (!ok) {
      this.notifier.info(vmMessages.actionCancelled);
      return false;
    }
    if (afterChange !== undefined) this.afterChange = afterChange;
    return this.send(() => this.gateway.call(endpoints.userEdit, { id: row.id, status: enabled ? 1 : 0 }));
  }

  /** 重置密码: opens the dialog for `row`. */
  openReset(row: UserRow, afterChange?: () => unknown): void {
    this.resetTarget = row;
    this.newPassword = '';
    this.passwordError = undefined;
    if (afterChange !== undefined) this.afterChange = afterChange;
  }

  setNewPassword(value: string): void {
    this.newPassword = value;
    if (this.passwordError !== undefined) this.passwordError = this.checkPassword();
  }

  closeReset(): void {
    this.resetTarget = undefined;
    this.newPassword = '';
    this.passwordError = undefined;
  }

  /** 确定 of the reset dialog: checks the password (SPEC §5's length rule), then ModifyPwd; closes on success. */
  async submitReset(): Promise<boolean> {
    const row = this.resetTarget;
    if (row === undefined) return false;
    this.passwordError = this.checkPassword();
    if (this.passwordError !== undefined) return false;
    const ok = await this.send(() => this.gateway.call(endpoints.userModifyPwd, { id: row.id, userPwd: this.newPassword }));
    if (ok) this.closeReset();
    return ok;
  }

  private checkPassword(): string | undefined {
    if (this.newPassword === '') return vmMessages.newPasswordRequired;
    if (this.newPassword.length < MIN_PASSWORD) return vmMessages.passwordTooShort;
    return undefined;
  }

  private async send(call: () => Promise<unknown>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      await call();
    } catch (e) {
      reportFailure(this.notifier, e);
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
    this.notifier.success(vmMessages.recordUpdated);
    await this.afterChange();
    return true;
  }
}
