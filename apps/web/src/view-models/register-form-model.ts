import { endpoints, type ApiGateway, type Notifier } from '@worksite/contract';
import { MIN_PASSWORD_LENGTH, isMobile, isRealName, isUsername, validatorMessages } from '@worksite/validators';
import { failureMessage, type AppNavigator } from '@worksite/view-models';
import { makeAutoObservable, runInAction } from 'mobx';
import { messages } from '../messages';

/** Fields of the register form, in check order. */
export type RegisterField = 'userName' | 'password' | 'phone' | 'realName';

export const REGISTER_FIELDS: readonly RegisterField[] = ['userName', 'password', 'phone', 'realName'];

/**
 * The /register form (SPEC §2.1, §7 PCEmployeeRegister; rules of docs/decisions/0055). A view-model kept in
 * apps/web only until `@worksite/view-models` has a register area (docs/decisions/0094): no React here.
 */
export class RegisterFormModel {
  values: Record<RegisterField, string> = { userName: '', password: '', phone: '', realName: '' };
  errors: Partial<Record<RegisterField, string>> = {};
  submitting = false;

  constructor(
    private readonly gateway: ApiGateway,
    private readonly notifier: Notifier,
    private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<RegisterFormModel, 'gateway' | 'notifier' | 'navigator'>(
      this,
      { gateway: false, notifier: false, navigator: false },
      { autoBind: true },
    );
  }

  setValue(field: RegisterField, value: string): void {
    this.values[field] = value;
  }

  blur(field: RegisterField): void {
    this.errors[field] = this.check(field);
  }

  /** Checks every field, registers, then goes to /login (the account waits for an administrator's audit). */
  async submit(): Promise<boolean> {
    for (const f of REGISTER_FIELDS) this.errors[f] = this.check(f);
    if (REGISTER_FIELDS.some((f) => this.errors[f] !== undefined)) return false;
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
      this.notifier.error(failureMessage(e, messages.registerFailed));
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
    this.notifier.success(messages.registerSucceeded);
    this.navigator.go('/login');
    return true;
  }

  private check(field: RegisterField): string | undefined {
    const v = this.values[field].trim();
    switch (field) {
      case 'userName':
        return v === '' ? messages.userNamePlaceholder : isUsername(v) ? undefined : messages.registerUserNameInvalid;
      case 'password':
        if (this.values.password === '') return messages.passwordPlaceholder;
        return this.values.password.length < MIN_PASSWORD_LENGTH ? validatorMessages.newPasswordTooShort : undefined;
      case 'phone':
        return v === '' ? messages.phonePlaceholder : isMobile(v) ? undefined : messages.registerMobileInvalid;
      case 'realName':
        return v === '' || isRealName(v) ? undefined : messages.registerRealNameInvalid;
    }
  }
}
