import { ApiGateway, ConfirmDialog, Notifier, endpoints, userRecord } from '@worksite/contract';
import { buttonMap } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { SessionViewModel } from '../session/session-view-model';
import { reportFailure } from '../support/failure-message';

/** What the user row actions read of a QueryUserList row. */
export interface UserRow {
  readonly id: number;
  readonly userName: string;
  readonly realName?: string;
  /** 0 new, 1 unaudited, 2 passed, 3 rejected (SPEC §3). */
  readonly auditStatus: number;
  /** 1 enabled, 0 disabled. */
  readonly status: number;
}

export type UserActionKind = 'approve' | 'reject' | 'resetPassword' | 'enable' | 'disable';

export interface UserAction {
  readonly kind: UserActionKind;
  readonly label: string;
}

const MIN_PASSWORD = 6;
const PASSED = 2;
const REJECTED = 3;

/**
 * The 用户管理 row actions beside the generic ones (docs/decisions/0330): 审核通过 / 审核驳回 a registration
 * (AuditUser, audit button), 重置密码 (ModifyPwd, edit button; a dialog asks for the new password), 启用 /
 * 禁用 (editUser status, edit button). Each asks for confirmation first (reset: its dialog), reports the
 * server's refusal, and calls `onChanged` after success so the list reloads.
 */
@injectable()
export class UserActionsViewModel {
  /** The row whose password is being reset (the dialog is open while set). */
  resetTarget: UserRow | undefined = undefined;
  newPassword = '';
  passwordError: string | undefined = undefined;
  busy = false;
  onChanged: () => unknown = () => undefined;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(SessionViewModel) private readonly session: SessionViewModel,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
  ) {
    makeAutoObservable<UserActionsViewModel, 'gateway' | 'session' | 'notifier' | 'dialog'>(
      this,
      { gateway: false, session: false, notifier: false, dialog: false, onChanged: false },
      { autoBind: true },
    );
  }

  /** Buttons held on 用户管理. */
  get buttons(): Readonly<Record<string, boolean>> {
    const { page, subPage } = userRecord.permission;
    return buttonMap(this.session.menuTree, page, subPage);
  }

  /** The actions a row offers: audit moves by its audit state (audit button), reset and enable/disable (edit button). */
  actionsFor(row: UserRow): UserAction[] {
    const out: UserAction[] = [];
    if (this.buttons.audit === true) {
      if (row.auditStatus !== PASSED) out.push({ kind: 'approve', label: vmMessages.approveAction });
      if (row.auditStatus !== PASSED && row.auditStatus !== REJECTED) out.push({ kind: 'reject', label: vmMessages.rejectAction });
    }
    if (this.buttons.edit === true && row.auditStatus === PASSED) {
      out.push({ kind: 'resetPassword', label: vmMessages.resetPasswordAction });
      out.push(row.status === 1 ? { kind: 'disable', label: vmMessages.disableAction } : { kind: 'enable', label: vmMessages.enableAction });
    }
    return out;
  }

  /** Runs a row action; resolves true when the server accepted it (reset: when its dialog opened). */
  run(row: UserRow, kind: UserActionKind): Promise<boolean> {
    switch (kind) {
      case 'approve':
        return this.audit(row, PASSED);
      case 'reject':
        return this.audit(row, REJECTED);
      case 'enable':
        return this.setEnabled(row, true);
      case 'disable':
        return this.setEnabled(row, false);
      case 'resetPassword':
        this.openReset(row);
        return Promise.resolve(true);
    }
  }

  /** AuditUser with 2 (审核通过) or 3 (审核驳回). */
  async audit(row: UserRow, auditStatus: typeof PASSED | typeof REJECTED): Promise<boolean> {
    const message = auditStatus === PASSED ? vmMessages.approveConfirm(row.userName) : vmMessages.rejectConfirm(row.userName);
    if (!(await this.confirm(message))) return false;
    return this.send(() => this.gateway.call(endpoints.userAudit, { id: row.id, auditStatus }), vmMessages.audited);
  }

  /** editUser with status 1 (启用) or 0 (禁用; the server ends the user's sessions). */
  async setEnabled(row: UserRow, enabled: boolean): Promise<boolean> {
    const message = enabled ? vmMessages.enableConfirm(row.userName) : vmMessages.disableConfirm(row.userName);
    if (!(await this.confirm(message))) return false;
    return this.send(() => this.gateway.call(endpoints.userEdit, { id: row.id, status: enabled ? 1 : 0 }), vmMessages.modified);
  }

  openReset(row: UserRow): void {
    this.resetTarget = row;
    this.newPassword = '';
    this.passwordError = undefined;
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

  /** 确定 of the reset dialog: checks the password (SPEC §5 length rule), then ModifyPwd; closes on success. */
  async submitReset(): Promise<boolean> {
    const row = this.resetTarget;
    if (row === undefined) return false;
    this.passwordError = this.checkPassword();
    if (this.passwordError !== undefined) return false;
    const ok = await this.send(() => this.gateway.call(endpoints.userModifyPwd, { id: row.id, userPwd: this.newPassword }), vmMessages.modified);
    if (ok) this.closeReset();
    return ok;
  }

  private checkPassword(): string | undefined {
    if (this.newPassword === '') return vmMessages.newPasswordRequired;
    if (this.newPassword.length < MIN_PASSWORD) return vmMessages.passwordTooShort;
    return undefined;
  }

  private async confirm(message: string): Promise<boolean> {
    const ok = await this.dialog.confirm({
      title: vmMessages.alertTitle, message, confirmText: vmMessages.confirmButton, cancelText: vmMessages.cancelButton, tone: 'warning',
    });
    if (!ok) this.notifier.info(vmMessages.actionCancelled);
    return ok;
  }

  private async send(call: () => Promise<unknown>, success: string): Promise<boolean> {
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
    this.notifier.success(success);
    await this.onChanged();
    return true;
  }
}
