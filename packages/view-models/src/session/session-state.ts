import { KeyValueStorage, STORAGE_KEYS, TokenStore, type CompanySwitchResponse } from '@worksite/contract';
import { ADMIN_ROLE, currentMenuFunctionType, holdsMenuFunctionType, parseMenuTree, type CurrentMenuFunctionType } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { userAfterRefresh, userAfterSwitch } from '../support/session-user-updates';
import { readSessionUser, writeSessionUser, type CompanyTarget, type MonitorPatch, type SessionUser } from '../support/session-user';

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
 * The stored session (SPEC §4): user info, token, roles and the current function type, kept in storage. Only the
 * session area injects it; the rest of the app reads it through the view-model of the concern it needs —
 * CurrentUserViewModel (who I am), CurrentCompanyViewModel (which company), MenuAccessViewModel (menus and
 * buttons) — docs/decisions/0482.
 */
@injectable()
export class SessionState {
  /** Stored user info; undefined when signed out. */
  user: SessionUser | undefined = undefined;
  token: string | undefined = undefined;
  curMenuFunctionType: CurrentMenuFunctionType = 0;
  roles: readonly string[] = [];
  /** True once the permission routes were built and added (the guard's "initialised" flag). */
  initialised = false;

  constructor(
    @inject(TokenStore) private readonly tokens: TokenStore,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {
    makeAutoObservable<SessionState, 'tokens' | 'storage'>(this, { tokens: false, storage: false }, { autoBind: true });
  }

  /** Reads token, user info and curMenuFunctionType from storage (app start, F5). */
  restore(): void {
    this.token = this.tokens.getToken();
    this.user = readSessionUser(this.storage);
    this.curMenuFunctionType = currentMenuFunctionType(Number(this.storage.getItem(STORAGE_KEYS.curMenuFunctionType) ?? 0));
    this.roles = rolesOf(this.user);
  }

  /** Stores a new sign-in's token and user; the current type is derived from the user (SPEC §4 Login). */
  signedIn(token: string, user: SessionUser): void {
    this.tokens.setToken(token);
    this.token = token;
    this.persist(user);
    this.roles = rolesOf(user);
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
  clear(): void {
    this.tokens.clear();
    for (const key of SELECTION_KEYS) this.storage.removeItem(key);
    this.user = undefined;
    this.token = undefined;
    this.roles = [];
    this.initialised = false;
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
}

function rolesOf(user: SessionUser | undefined): string[] {
  if (user === undefined) return [];
  return user.IsSystemAdmin === true ? [ADMIN_ROLE] : [];
}
