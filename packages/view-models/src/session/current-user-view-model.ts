import { modeLinks, type ModeLink } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { SessionUser } from '../support/session-user';
import { SessionState } from './session-state';

/** Who I am (SPEC §3–§4): the signed-in user's identity, token and type (docs/decisions/0482). */
@injectable()
export class CurrentUserViewModel {
  constructor(@inject(SessionState) private readonly state: SessionState) {
    makeAutoObservable<CurrentUserViewModel, 'state'>(this, { state: false });
  }

  /** Stored user info; undefined when signed out. */
  get user(): SessionUser | undefined {
    return this.state.user;
  }

  get token(): string | undefined {
    return this.state.token;
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

  get userAuthType(): number | undefined {
    return this.user?.UserAuthType;
  }

  get isSystemAdmin(): boolean {
    return this.user?.IsSystemAdmin === true;
  }

  /** The route roles of SPEC §4 (admin for a system administrator). */
  get roles(): readonly string[] {
    return this.state.roles;
  }

  /** Back-office and large-screen links for the user type (SPEC §2.4). */
  get modeLinks(): readonly ModeLink[] {
    return modeLinks(this.userAuthType);
  }
}
