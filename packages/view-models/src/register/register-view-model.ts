import { ApiGateway, Notifier, endpoints } from '@worksite/contract';
import { LOGIN_PATH } from '@worksite/permissions';
import { MIN_PASSWORD_LENGTH, isMobile, isRealName, isUsername, validatorMessages } from '@worksite/validators';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { AppNavigator } from '../ports/app-navigator';
import { reportFailure } from '../support/failure-message';

/** Fields of the register form, in check order. */
export type RegisterField = 'userName' | 'password' | 'phone' | 'realName';

/** The form's fields in the order they are shown and checked. */
export const REGISTER_FIELDS: readonly RegisterField[] = ['userName', 'password', 'phone', 'realName'];

/**
 * The /register form (SPEC §2.1, §7 PCEmployeeRegister; rules of docs/decisions/0055 checked before the
 * call with the server's own texts): on success 注册成功，请等待管理员审核 and /login, where the account
 * waits for an administrator's audit; a refusal shows the server's message (用户名已存在 …).
 */
@injectable()
export class RegisterViewModel {
  /** UI state: the form's values and messages. */
  values: Record<RegisterField, string> = { userName: '', password: '', phone: '', realName: '' };
  errors: Partial<Record<RegisterField, string>> = {};
  submitting = false;

  readonly fields: readonly RegisterField[] = REGISTER_FIELDS;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<RegisterViewModel, 'gateway' | 'notifier' | 'navigator'>(
      this,
      { gateway: false, notifier: false, navigator: false, fields: false },
      { autoBind: true },
    );
  }

  /** True when no field has a message (after the checks that ran). */
  get isValid(): boolean {
    return REGISTER_FIELDS.every((f) => this.errors[f] === undefined);
  }

  setValue(field: RegisterField, value: string): void {
    this.values[field] = value;
  }

  /** Checks one field when it loses focus. */
  blur(field: RegisterField): void {
    this.errors[field] = this.check(field);
  }

  /** Checks every field, registers, then goes to /login. False when a check or the server refused. */
  async submit(): Promise<boolean> {
    for (const f of REGISTER_FIELDS) this.errors[f] = this.check(f);
    if (!this.isValid) return false;
    this.submitting = true;
    try {
      const { userName, password, phone, realName } = this.values;
      await this.gateway.call(endpoints.register, {
        userName: userName.trim(),
        password,
        phone: phone.trim(),
        ...(realName.trim() === '' ? {} : { realName: realName.trim() }),
      });
    } catch (e) {
      reportFailure(this.notifier, e, vmMessages.registerFailed);
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
    this.notifier.success(vmMessages.registerSucceeded);
    this.navigator.go(LOGIN_PATH);
    return true;
  }

  private check(field: RegisterField): string | undefined {
    const v = this.values[field].trim();
    switch (field) {
      case 'userName':
        if (v === '') return vmMessages.registerUserNameRequired;
        return isUsername(v) ? undefined : vmMessages.registerUserNameInvalid;
      case 'password':
        if (this.values.password === '') return vmMessages.registerPasswordRequired;
        return this.values.password.length < MIN_PASSWORD_LENGTH ? validatorMessages.newPasswordTooShort : undefined;
      case 'phone':
        if (v === '') return vmMessages.registerPhoneRequired;
        return isMobile(v) ? undefined : vmMessages.registerMobileInvalid;
      case 'realName':
        return v === '' || isRealName(v) ? undefined : vmMessages.registerRealNameInvalid;
    }
  }
}
