import { ApiGateway, ConfirmDialog, FROMPLAT_MINAPP, Notifier, WID, sessionUserEndpoints } from '@worksite/contract';
import { loginRedirectTarget } from '@worksite/permissions';
import {
  BACK_OFFICE_PASSWORD_FIELDS,
  LARGE_SCREEN_PASSWORD_FIELDS,
  validateBackOfficePasswordField,
  validateLargeScreenPasswordField,
  type BackOfficePasswordField,
  type LargeScreenPasswordField,
} from '@worksite/validators';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { AppNavigator } from '../ports/app-navigator';
import { SessionViewModel } from '../session/session-view-model';
import { alreadyReported, failureMessage } from '../support/failure-message';

/** Which change-password form: back office (PCModifyPwd) or large screen (minapp variant). */
export type PasswordFormVariant = 'backOffice' | 'largeScreen';

/** A field of either form (the large screen binds the old password to `oldPassword`). */
export type PasswordField = BackOfficePasswordField | LargeScreenPasswordField;

const EMPTY: Readonly<Record<PasswordField, string>> = { oldPwd: '', oldPassword: '', userPwd: '', userPwdNew: '' };

/**
 * Both change-password forms (SPEC §4, §5, §8): on-blur field checks from `validators`, submit →
 * status 1 → 修改成功, logout, /login?redirect=…; otherwise the server's detail as an error toast
 * (back office) or an alert titled 提示 (large screen).
 */
@injectable()
export class PasswordChangeViewModel {
  variant: PasswordFormVariant = 'backOffice';
  /** UI state: the dialog. */
  open = false;
  values: Record<PasswordField, string> = { ...EMPTY };
  errors: Partial<Record<PasswordField, string>> = {};
  submitting = false;
  /** The server's refusal of the last submit. */
  submitError: string | undefined = undefined;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(SessionViewModel) private readonly session: SessionViewModel,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<PasswordChangeViewModel, 'gateway' | 'session' | 'notifier' | 'dialog' | 'navigator'>(
      this,
      { gateway: false, session: false, notifier: false, dialog: false, navigator: false },
      { autoBind: true },
    );
  }

  /** The form's fields in order: old, new, repeat. */
  get fields(): readonly PasswordField[] {
    return this.variant === 'backOffice' ? BACK_OFFICE_PASSWORD_FIELDS : LARGE_SCREEN_PASSWORD_FIELDS;
  }

  get oldField(): PasswordField {
    return this.variant === 'backOffice' ? 'oldPwd' : 'oldPassword';
  }

  get oldPassword(): string {
    return this.values[this.oldField];
  }

  get isValid(): boolean {
    return this.fields.every((f) => this.check(f) === undefined);
  }

  /** Opens the dialog for a form variant, empty. */
  openForm(variant: PasswordFormVariant = this.variant): void {
    this.variant = variant;
    this.values = { ...EMPTY };
    this.errors = {};
    this.submitError = undefined;
    this.open = true;
  }

  close(): void {
    this.open = false;
  }

  setValue(field: PasswordField, value: string): void {
    this.values[field] = value;
  }

  /** On blur: checks one field and shows its first message. */
  blur(field: PasswordField): void {
    this.errors[field] = this.check(field);
  }

  /** Checks every field, then sends; on success logs out and goes to /login with a redirect back. */
  async submit(currentAddress = '/backHome'): Promise<boolean> {
    for (const field of this.fields) this.errors[field] = this.check(field);
    if (!this.isValid) return false;
    this.submitting = true;
    this.submitError = undefined;
    try {
      await this.send();
    } catch (e) {
      const detail = failureMessage(e, vmMessages.failed);
      runInAction(() => {
        this.submitError = detail;
        this.submitting = false;
      });
      await this.showRefusal(detail, e);
      return false;
    }
    runInAction(() => {
      this.submitting = false;
      this.open = false;
    });
    this.notifier.success(vmMessages.passwordChanged);
    // The server ended every session of the user with the change: a server logout would meet 401 and
    // raise the 离线提示 dialog, so the logout here is the local token reset.
    this.session.resetToken();
    this.navigator.go(loginRedirectTarget(currentAddress));
    return true;
  }

  private async send(): Promise<void> {
    const oldPwd = this.oldPassword;
    const userPwd = this.values.userPwd;
    if (this.variant === 'backOffice') await this.gateway.call(sessionUserEndpoints.modifyPwd, { oldPwd, userPwd });
    else await this.gateway.call(sessionUserEndpoints.modifyPwdMinapp, { oldPwd, userPwd, wid: WID, fromplat: FROMPLAT_MINAPP });
  }

  private async showRefusal(detail: string, error: unknown): Promise<void> {
    if (alreadyReported(error)) return;
    if (this.variant === 'backOffice') {
      this.notifier.error(detail);
      return;
    }
    await this.dialog.confirm({ title: vmMessages.alertTitle, message: detail, confirmText: vmMessages.confirmButton, tone: 'error' });
  }

  private check(field: PasswordField): string | undefined {
    const v = this.values;
    const result =
      this.variant === 'backOffice'
        ? validateBackOfficePasswordField({ oldPwd: v.oldPwd, userPwd: v.userPwd, userPwdNew: v.userPwdNew }, field as BackOfficePasswordField)
        : validateLargeScreenPasswordField(
            { oldPassword: v.oldPassword, userPwd: v.userPwd, userPwdNew: v.userPwdNew },
            field as LargeScreenPasswordField,
          );
    return result.ok ? undefined : result.message;
  }
}
