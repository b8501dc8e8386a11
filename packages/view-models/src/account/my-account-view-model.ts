import { ApiGateway, Notifier, endpoints } from '@worksite/contract';
import { isMobile, isRealName } from '@worksite/validators';
import { inject, injectable, postConstruct } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { callWithFeedback } from '../support/call-with-feedback';
import { loadWithFeedback } from '../support/load-with-feedback';
import { UploadViewModel } from '../widgets/upload-view-model';

/** The personal information the page shows (read-only parts and the editable ones). */
export interface AccountProfile {
  readonly userName: string;
  readonly realName: string;
  readonly phone: string;
  readonly companyName: string;
  readonly departmentName: string;
  /** Address of the avatar image ('' when none). */
  readonly avatar: string;
}

/** Editable fields of my account. */
export type AccountField = 'realName' | 'phone';

const EMPTY_PROFILE: AccountProfile = { userName: '', realName: '', phone: '', companyName: '', departmentName: '', avatar: '' };

/** Required fields and the message naming each when cleared (docs/decisions/0402). */
const REQUIRED: Readonly<Record<AccountField, string>> = { realName: vmMessages.realNameRequired, phone: vmMessages.phoneRequired };

/** First non-empty text among `keys` of a record, either casing the server used. */
function pick(record: Readonly<Record<string, unknown>>, ...keys: string[]): string {
  for (const key of keys) {
    const v = record[key];
    if (typeof v === 'string' && v !== '') return v;
    if (typeof v === 'number') return String(v);
  }
  return '';
}

/**
 * My account (SPEC §2.1 /MyAccount/index, §7 GetUserInfo / ModifyMyInfo): real name and mobile (required, SPEC §5
 * formats) and the avatar, a single image of SPEC §5 (png/jpg/jpeg, 1 MB) uploaded as `userinfo`, saved with 保存.
 */
@injectable()
export class MyAccountViewModel {
  profile: AccountProfile = EMPTY_PROFILE;
  /** UI state: the edit form's values and messages. */
  values: Record<AccountField, string> = { realName: '', phone: '' };
  errors: Partial<Record<AccountField, string>> = {};
  loading = false;
  saving = false;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    /** The avatar's upload widget (single image, `upload_type` userinfo). */
    @inject(UploadViewModel) readonly avatarUpload: UploadViewModel,
  ) {
    makeAutoObservable<MyAccountViewModel, 'gateway' | 'notifier'>(this, { gateway: false, notifier: false, avatarUpload: false }, { autoBind: true });
  }

  @postConstruct()
  protected configureUpload(): void {
    this.avatarUpload.configure({ mode: 'single', uploadType: 'userinfo' });
  }

  /** The avatar shown: the one just uploaded, else the saved one ('' when none). */
  get avatar(): string {
    return this.avatarUpload.url ?? '';
  }

  get dirty(): boolean {
    return this.values.realName !== this.profile.realName || this.values.phone !== this.profile.phone || this.avatar !== this.profile.avatar;
  }

  /** Loads the caller's information (GetUserInfo). */
  async load(): Promise<void> {
    await loadWithFeedback(this.notifier, (loading) => (this.loading = loading), async () => {
      const raw = (await this.gateway.call(endpoints.userInfo, {})) as unknown as Record<string, unknown>;
      runInAction(() => {
        this.profile = {
          userName: pick(raw, 'userName', 'UserName'),
          realName: pick(raw, 'realName', 'RealName'),
          phone: pick(raw, 'phone', 'Mobile', 'mobile'),
          companyName: pick(raw, 'companyName', 'CompanyName'),
          departmentName: pick(raw, 'departmentName', 'DepartmentName'),
          avatar: pick(raw, 'avatar', 'Avatar'),
        };
        this.avatarUpload.setFiles(this.profile.avatar ? [{ name: this.profile.userName, url: this.profile.avatar }] : []);
        this.values = { realName: this.profile.realName, phone: this.profile.phone };
        this.errors = {};
      });
    });
  }

  setValue(field: AccountField, value: string): void {
    this.values[field] = value;
  }

  blur(field: AccountField): void {
    this.errors[field] = this.check(field);
  }

  /** Saves the edited fields (ModifyMyInfo): 修改成功, then reloads the profile. */
  async save(): Promise<boolean> {
    this.errors = { realName: this.check('realName'), phone: this.check('phone') };
    if (this.errors.realName !== undefined || this.errors.phone !== undefined) return false;
    const avatar = this.avatar !== this.profile.avatar ? { avatar: this.avatar } : {};
    const call = () => this.gateway.call(endpoints.modifyMyInfo, { realName: this.values.realName.trim(), phone: this.values.phone.trim(), ...avatar });
    if (!(await callWithFeedback(this.notifier, call, vmMessages.accountSaved, (saving) => (this.saving = saving)))) return false;
    await this.load();
    return true;
  }

  private check(field: AccountField): string | undefined {
    const value = this.values[field].trim();
    if (value === '') return REQUIRED[field];
    if (field === 'realName') return isRealName(value) ? undefined : vmMessages.realNameInvalid;
    return isMobile(value) ? undefined : vmMessages.mobileInvalid;
  }
}
