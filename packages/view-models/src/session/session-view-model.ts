import { ApiGateway, Notifier, sessionUserEndpoints, type AltLoginForm, type LoginResponse } from '@worksite/contract';
import { LOGIN_PATH, landingAddress, loginRedirectTarget, menuFunctionTypeForRedirect, parseMenuTree, type LoginVariant } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppNavigator } from '../ports/app-navigator';
import { reportFailure } from '../support/failure-message';
import { userAfterLogin } from '../support/session-user-updates';
import { SessionState } from './session-state';

/** Credentials of the standard login form. */
export interface Credentials {
  readonly userName: string;
  readonly password: string;
}

/**
 * Signing in and out (SPEC §3–§4): both login variants, restoring a stored session, logout and token reset.
 * What the session holds is read through CurrentUserViewModel, CurrentCompanyViewModel and MenuAccessViewModel
 * (docs/decisions/0482).
 */
@injectable()
export class SessionViewModel {
  /** A login is in flight. */
  pending = false;
  /** Message of the last failed login. */
  error: string | undefined = undefined;

  constructor(
    @inject(SessionState) private readonly state: SessionState,
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
  ) {
    makeAutoObservable<SessionViewModel, 'state' | 'gateway' | 'notifier' | 'navigator'>(
      this,
      { state: false, gateway: false, notifier: false, navigator: false },
      { autoBind: true },
    );
  }

  /** Reads token, user info and curMenuFunctionType from storage (app start, F5). */
  restore(): void {
    this.state.restore();
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
    this.state.signedIn(data.access_token, userAfterLogin(data, variant));
  }

  /** Token reset (SPEC §4, §8 离线提示): clears identity, token, roles, flag, stored user and selections. */
  resetToken(): void {
    this.state.clear();
  }

  /** Logs out on the server (best effort: an expired session is already gone) and resets. */
  async logout(): Promise<void> {
    try {
      if (this.state.token) await this.gateway.call(sessionUserEndpoints.logout, {});
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
    const user = this.state.user;
    if (redirect === undefined || redirect === '') return landingAddress(user?.UserAuthType);
    const tree = parseMenuTree(user?.MenuPermissions ?? user?.jsData ?? []);
    const current = this.state.curMenuFunctionType;
    const type = menuFunctionTypeForRedirect(tree, redirect, current, user?.UserAuthType);
    if (type !== current) this.state.setCurMenuFunctionType(type);
    return redirect;
  }
}
