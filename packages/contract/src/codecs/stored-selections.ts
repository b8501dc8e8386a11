import * as t from 'io-ts';
import { BooleanFromAny, NumberFromStringOrNumber, StringFromStringOrNumber, maybe } from './lenient';

/** The menu record kept in storage (SPEC §3): first/second level menu, status flag, first-level id. */
export const MenuRecord = t.partial({
  firstMenu: maybe(t.string),
  secondMenu: maybe(t.string),
  /** Reset to false when authority is set; true asks for a refresh (SPEC §4). */
  status: maybe(BooleanFromAny),
  firstMenuId: maybe(StringFromStringOrNumber),
});
/** The menu record kept in storage. */
export type MenuRecord = t.TypeOf<typeof MenuRecord>;

/** Storage keys of the stored selections, exactly as SPEC §3 names them where it does. */
export const STORAGE_KEYS = {
  companyId: 'COMPANY_Id',
  companyName: 'COMPANY_name',
  projectId: 'PROJECT_ID',
  projectName: 'PROJECT_name',
  projectNo: 'PROJECT_NO',
  curMenuFunctionType: 'curMenuFunctionType',
  sidebarStatus: 'sidebarStatus',
  largeScreen: 'largeScreen',
  authority: 'authority',
  menuRecord: 'menuRecord',
  userInfo: 'userInfo',
  accessTokenCookie: 'access_token',
} as const;

/** The selections the browser remembers between reloads (SPEC §3). */
export const StoredSelections = t.partial({
  /** Comma path of company ids down to the chosen one. */
  COMPANY_Id: maybe(t.string),
  COMPANY_name: maybe(t.string),
  PROJECT_ID: maybe(StringFromStringOrNumber),
  PROJECT_name: maybe(t.string),
  PROJECT_NO: maybe(StringFromStringOrNumber),
  /** 1 only when the derived menuFunctionType is 1, otherwise 0 (SPEC §4). */
  curMenuFunctionType: maybe(NumberFromStringOrNumber),
  sidebarStatus: maybe(BooleanFromAny),
  largeScreen: maybe(BooleanFromAny),
  authority: t.unknown,
  menuRecord: maybe(MenuRecord),
  access_token: maybe(t.string),
});
/** The selections the browser remembers between reloads. */
export type StoredSelections = t.TypeOf<typeof StoredSelections>;
