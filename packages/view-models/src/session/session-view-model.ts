import {
  ApiGateway,
  KeyValueStorage,
  Notifier,
  STORAGE_KEYS,
  TokenStore,
  sessionUserEndpoints,
  type AltLoginForm,
  type CompanyEntry,
  type CompanySwitchResponse,
  type LoginResponse,
  type WatchedCompany,
} from '@worksite/contract';
import {
  ADMIN_ROLE,
  LOGIN_PATH,
  currentMenuFunctionType,
  holdsMenuFunctionType,
  landingAddress,
  loginRedirectTarget,
  menuFunctionTypeForRedirect,
  modeLinks,
  parseMenuTree,
  type CurrentMenuFunctionType,
  type LoginVariant,
  type MenuFunctionType,
  type MenuNode,
  type ModeLink,
} from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppNavigator } from '../ports/app-navigator';
import { reportFailure } from '../support/failure-message';
import { userAfterLogin, userAfterRefresh, userAfterSwitch } from '../support/session-user-updates';
import {
  readSessionUser,
  writeSessionUser,
  type CompanyTarget,
  type MonitorPatch,
  type SessionUser,
} from '../support/session-user';

/** Credentials of the standard login form. */
export interface Credentials {
  readonly userName: string;
  readonly password: string;
}

/** Stored company and project keys cleared by logout / token reset (SPEC §4). */
const SELECTION_KEYS = [
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.companyId,
  STORAGE_KEYS.companyName,
  STORAGE_KEYS.projectId,
  STORAGE_KEYS.projectName,
  STORAGE_KEYS.projectNo,
] as const;

/** What a company switch or permission refresh changed (a change reloads the page, SPEC §4). */
export interface SessionChange {
  readonly companyChanged: boolean;
  readonly functionTypeChanged: boolean;
}

function changeBetween(before: SessionUser | undefined, after: SessionUser): SessionChange {
  return {
    companyChanged: before?.CompanyId !== after.CompanyId,
    functionTypeChanged: before?.menuFunctionType !== after.menuFunctionType,
  };
}

/**
 * The signed-in session (SPEC §3–§4): both login variants, user info and token, the permission tree,
 * derived menuFunctionType and stored curMenuFunctionType, logout and token reset.
 */
@injectable()
export class SessionViewModel {
  /** Stored user info; undefined when signed out. */
  user: SessionUser | undefined = undefined;
  token: string | undefined = undefined;
  curMenuFunctionType: CurrentMenuFunctionType = 0;
  roles: readonly string[] = [];
  /** True once the permission routes were built and added (the guard's "initialised" flag). */
  initialised = false;
  /** A login is in flight. */
  pending = false;
  /** Message of the last failed login. */
  error: string | undefined = undefined;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(TokenStore) private readonly tokens: TokenStore,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<SessionViewModel, 'gateway' | 'tokens' | 'storage' | 'notifier' | 'navigator'>(
      this,
      { gateway: false, tokens: false, storage: false, notifier: false, navigator: false },
      { autoBind: true },
    );
  }

  /** Signed in: a token and user info are present (SPEC §2.3). */
  get isSignedIn(): boolean {
    return this.token !== undefined && this.token !== '' && this.user !== undefined;
  }

  get userId(): number | undefined {
    return this.user?.UserID;
  }

  get userName(): string {
    return this.user?.UserName ?? '';
  }

  get companyId(): number | undefined {
    return this.user?.CompanyId;
  }

  get companyName(): string {
    return this.user?.CompanyName ?? '';
  }

  /** The companies and departments the user belongs to (`Companys`). */
  get companies(): readonly CompanyEntry[] {
    return this.user?.Companys ?? [];
  }

  get watchedCompanies(): readonly WatchedCompany[] {
    return this.user?.watchCompanys ?? [];
  }

  get monitorShow(): boolean {
    return this.user?.monitorShow === true;
  }

  get userAuthType(): number | undefined {
    return this.user?.UserAuthType;
  }

  get isSystemAdmin(): boolean {
    return this.user?.IsSystemAdmin === true;
  }

  /** The permission tree, normalised (from MenuPermissions text, else jsData). */
  get menuTree(): readonly MenuNode[] {
    const user = this.user;
    if (user === undefined) return [];
    return parseMenuTree(user.MenuPermissions ?? user.jsData ?? []);
  }

  /** Derived menuFunctionType (SPEC §4); -1 when signed out. */
  get menuFunctionType(): MenuFunctionType {
    return (this.user?.menuFunctionType ?? -1) as MenuFunctionType;
  }

  /** Back-office and large-screen links for the user type (SPEC §2.4). */
  get modeLinks(): readonly ModeLink[] {
    return modeLinks(this.userAuthType);
  }

  /** Reads token, user info and curMenuFunctionType from storage (app start, F5). */
  restore(): void {
    this.token = this.tokens.getToken();
    this.user = readSessionUser(this.storage);
    this.curMenuFunctionType = currentMenuFunctionType(Number(this.storage.getItem(STORAGE_KEYS.curMenuFunctionType) ?? 0));
    this.roles = this.rolesOf(this.user);
  }

  /** Standard login (POST /web/login). On success goes to `redirect` or the user's own back office. */
  async login(credentials: Credentials, redirect?: string): Promise<boolean> {
    return this.signIn(() => this.gateway.call(sessionUserEndpoints.login, credentials), 'standard', redirect);
  }

  /** Alternate login variant (grant_type, loginType, phone check, chosen company). */
  async loginAlternate(form: AltLoginForm, redirect?: string): Promise<boolean> {
    return this.signIn(() => this.gateway.call(sessionUserEndpoints.loginAlt, form), 'alternate', redirect);
  }

  private async signIn(call: () => Promise<LoginResponse>, variant: LoginVariant, redirect?: string): Promise<boolean> {
    this.pending = true;
    this.error = undefined;
    try {
      const data = await call();
      runInAction(() => this.applyLogin(data, variant));
      this.navigator.go(this.afterLoginTarget(redirect));
      return true;
    } catch (e) {
      const message = reportFailure(this.notifier, e);
      runInAction(() => {
        this.error = message;
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }

  /** Stores identity and token and derives menuFunctionType (SPEC §4 Login). */
  applyLogin(data: LoginResponse, variant: LoginVariant = 'standard'): void {
    const user = userAfterLogin(data, variant);
    this.tokens.setToken(data.access_token);
    this.token = data.access_token;
    this.persist(user);
    this.roles = this.rolesOf(user);
    this.initialised = false;
  }

  /**
   * Rewrites the stored user info after UpdateUserRedis (SPEC §4 company switch) and forgets the old
   * company's project choice. Says what changed.
   */
  applyCompanySwitch(result: CompanySwitchResponse, company: CompanyTarget, monitor?: MonitorPatch): SessionChange {
    const before = this.user;
    if (before === undefined) return { companyChanged: false, functionTypeChanged: false };
    const user = userAfterSwitch(before, result, company, monitor);
    for (const key of [STORAGE_KEYS.projectId, STORAGE_KEYS.projectName, STORAGE_KEYS.projectNo]) this.storage.removeItem(key);
    this.persist(user);
    this.initialised = false;
    return changeBetween(before, user);
  }

  /**
   * Replaces the user info with a fresh copy from the server (permission refresh), keeping monitor state
   * and the back-office mode while the fresh tree still holds menus of that type.
   */
  applyRefresh(fresh: SessionUser): SessionChange {
    const before = this.user;
    const user = userAfterRefresh(before, fresh);
    this.persist(user, 'keepMode');
    return changeBetween(before, user);
  }

  /** Chooses which function type's menus show (stored curMenuFunctionType). */
  setCurMenuFunctionType(type: CurrentMenuFunctionType): void {
    this.curMenuFunctionType = type;
    this.storage.setItem(STORAGE_KEYS.curMenuFunctionType, String(type));
  }

  /** The guard built and added the permission routes. */
  markInitialised(): void {
    this.initialised = true;
  }

  /** Token reset (SPEC §4, §8 离线提示): clears identity, token, roles, flag, stored user and selections. */
  resetToken(): void {
    this.tokens.clear();
    for (const key of SELECTION_KEYS) this.storage.removeItem(key);
    this.user = undefined;
    this.token = undefined;
    this.roles = [];
    this.initialised = false;
  }

  /** Logs out on the server (best effort: an expired session is already gone) and resets. */
  async logout(): Promise<void> {
    try {
      if (this.token) await this.gateway.call(sessionUserEndpoints.logout, {});
    } catch {
      // The session may already be expired or revoked: resetting locally is what matters.
    }
    this.resetToken();
  }

  /** User-menu 退出登录: logout, then /login (with a redirect back to `address` when given). */
  async signOut(address?: string): Promise<void> {
    await this.logout();
    this.navigator.go(address === undefined ? LOGIN_PATH : loginRedirectTarget(address));
  }

  /**
   * Where a sign-in goes (docs/decisions/0190): the redirect it was given (switching to the other function
   * type when only that type's routes hold the page), else the user's own back office, whose mode variant
   * the guard then applies (SPEC §4's stored type stays what login derived until that visit).
   */
  private afterLoginTarget(redirect: string | undefined): string {
    if (redirect === undefined || redirect === '') return landingAddress(this.userAuthType);
    const type = menuFunctionTypeForRedirect(this.menuTree, redirect, this.curMenuFunctionType, this.userAuthType);
    if (type !== this.curMenuFunctionType) this.setCurMenuFunctionType(type);
    return redirect;
  }

  /** Stores the user; the current type is derived (SPEC §4) unless `keepMode` and the tree still holds it. */
  private persist(user: SessionUser, mode: 'derive' | 'keepMode' = 'derive'): void {
    const tree = parseMenuTree(user.MenuPermissions ?? user.jsData ?? []);
    const current =
      mode === 'keepMode' && holdsMenuFunctionType(tree, this.curMenuFunctionType)
        ? this.curMenuFunctionType
        : currentMenuFunctionType(user.menuFunctionType ?? -1);
    writeSessionUser(this.storage, user);
    if (user.CompanyId !== undefined) this.storage.setItem(STORAGE_KEYS.companyId, String(user.CompanyId));
    if (user.CompanyName !== undefined) this.storage.setItem(STORAGE_KEYS.companyName, user.CompanyName);
    this.storage.setItem(STORAGE_KEYS.curMenuFunctionType, String(current));
    this.user = user;
    this.curMenuFunctionType = current;
  }

  private rolesOf(user: SessionUser | undefined): string[] {
    if (user === undefined) return [];
    return user.IsSystemAdmin === true ? [ADMIN_ROLE] : [];
  }
}
