import { parseMenuTree, type CurrentMenuFunctionType, type MenuFunctionType, type MenuNode } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { SessionState } from './session-state';

/**
 * Menus and buttons (SPEC §4): the permission tree the menus, pages and buttons are read from, the derived and
 * the current function type (docs/decisions/0482).
 */
@injectable()
export class MenuAccessViewModel {
  constructor(@inject(SessionState) private readonly state: SessionState) {
    makeAutoObservable<MenuAccessViewModel, 'state'>(this, { state: false }, { autoBind: true });
  }

  /** The permission tree, normalised (from MenuPermissions text, else jsData). */
  get menuTree(): readonly MenuNode[] {
    const user = this.state.user;
    if (user === undefined) return [];
    return parseMenuTree(user.MenuPermissions ?? user.jsData ?? []);
  }

  /** Derived menuFunctionType (SPEC §4); -1 when signed out. */
  get menuFunctionType(): MenuFunctionType {
    return (this.state.user?.menuFunctionType ?? -1) as MenuFunctionType;
  }

  /** Which function type's menus show (stored curMenuFunctionType). */
  get curMenuFunctionType(): CurrentMenuFunctionType {
    return this.state.curMenuFunctionType;
  }

  setCurMenuFunctionType(type: CurrentMenuFunctionType): void {
    this.state.setCurMenuFunctionType(type);
  }
}
