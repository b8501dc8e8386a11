import type { CompanyEntry, WatchedCompany } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { SessionUser } from '../support/session-user';
import { SessionState } from './session-state';

/**
 * Which company I work in (SPEC §4): the current company, the ones I belong to and watch, and whether I am in
 * monitor mode. Switching is CompanySwitchViewModel's; the project choice is the project selector's (docs/decisions/0482).
 */
@injectable()
export class CurrentCompanyViewModel {
  constructor(@inject(SessionState) private readonly state: SessionState) {
    makeAutoObservable<CurrentCompanyViewModel, 'state'>(this, { state: false });
  }

  private get user(): SessionUser | undefined {
    return this.state.user;
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

  /** The company monitor mode started from (SPEC §4), while monitoring. */
  get monitorInfo(): SessionUser['monitorInfo'] {
    return this.user?.monitorInfo;
  }
}
