import {
  landingAddress,
  menuFunctionTypeForVisit,
  openableMenuFunctionTypes,
  type CurrentMenuFunctionType,
} from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CurrentUserViewModel } from './current-user-view-model';
import { MenuAccessViewModel } from './menu-access-view-model';

/**
 * The back-office mode (SPEC §2.1 /backHome variants, §2.4 mode links; docs/decisions/0190): which function
 * type's menus the sidebar and the permission-built routes show. Opening /backHome?pjctid1=… (or poctent1)
 * switches the stored curMenuFunctionType to 1, enterpid1 / governmentid1 to 0; every other address keeps
 * it, so F5 shows the same back office. Routes and sidebar are computed from it, so they follow at once.
 */
@injectable()
export class BackOfficeModeViewModel {
  constructor(
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
  ) {
    makeAutoObservable<BackOfficeModeViewModel, 'currentUser' | 'menuAccess'>(this, { currentUser: false, menuAccess: false }, { autoBind: true });
  }

  /** The stored current menu function type: 1 project back office, 0 enterprise / supervision. */
  get current(): CurrentMenuFunctionType {
    return this.menuAccess.curMenuFunctionType;
  }

  get isProjectBackOffice(): boolean {
    return this.current === 1;
  }

  /** Where a sign-in without a redirect lands: the user's own back office (`/backHome?pjctid1=1` for type 2). */
  get landing(): string {
    return landingAddress(this.currentUser.userAuthType);
  }

  /** The back offices the account may open (what the mode can switch to; docs/decisions/0308). */
  get availableTypes(): readonly CurrentMenuFunctionType[] {
    return openableMenuFunctionTypes(this.menuAccess.menuTree, this.currentUser.userAuthType);
  }

  /**
   * The guard calls this on every navigation: a /backHome mode variant switches the stored type (only to a
   * back office the account may open; `/backHome?enterpid1=1` leaves a project user where it is). True when
   * the type changed.
   */
  visit(address: string): boolean {
    if (!this.currentUser.isSignedIn) return false;
    const next = menuFunctionTypeForVisit(this.menuAccess.menuTree, address, this.menuAccess.curMenuFunctionType, this.currentUser.userAuthType);
    if (next === this.menuAccess.curMenuFunctionType) return false;
    this.menuAccess.setCurMenuFunctionType(next);
    return true;
  }
}
