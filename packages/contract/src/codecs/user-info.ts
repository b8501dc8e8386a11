import * as t from 'io-ts';
import { DEFAULT_ORG_DATA_AUTHORITY_TYPE } from '../constants';
import { BooleanFromAny, JsonArrayOf, NumberFromStringOrNumber, NumberIn, StringFromStringOrNumber, maybe, withDefault } from './lenient';
import { MenuNode } from './menu-node';

/** One company or department the user belongs to (an entry of `Companys`). */
export const CompanyEntry = t.intersection([
  t.type({ CompanyID: NumberFromStringOrNumber, CompanyName: t.string }),
  t.partial({ FullDepartmentPath: maybe(t.string), UserName: maybe(t.string) }),
]);
/** One company or department the user belongs to. */
export type CompanyEntry = t.TypeOf<typeof CompanyEntry>;

/** The company watched in supervision (monitor) mode. */
export const MonitorInfo = t.type({ id: NumberFromStringOrNumber, name: t.string });
/** The company watched in supervision (monitor) mode. */
export type MonitorInfo = t.TypeOf<typeof MonitorInfo>;

/**
 * Derived menu function type (SPEC §4): -1 default (or all four kinds in the alternate variant),
 * 0 enterprise, 1 project, 2 alternate variant, 3 both 0 and 1.
 */
export const MenuFunctionType = NumberIn('MenuFunctionType', [-1, 0, 1, 2, 3] as const);
/** Derived menu function type. */
export type MenuFunctionType = t.TypeOf<typeof MenuFunctionType>;

/** UserAuthType: 0 enterprise, 1 government, 2 project (SPEC §1). */
export const UserAuthType = NumberIn('UserAuthType', [0, 1, 2] as const);
/** UserAuthType: 0 enterprise, 1 government, 2 project. */
export type UserAuthType = t.TypeOf<typeof UserAuthType>;

/** The user-info fields the server sends (shared by UserInfo and LoginResponse). */
export const userInfoProps = {
  CompanyId: maybe(NumberFromStringOrNumber),
  CompanyName: maybe(t.string),
  Companys: maybe(JsonArrayOf(CompanyEntry)),
  fullDepartmentPath: maybe(t.string),
  /** Project ids the user is authorised for (text: may be a comma list). */
  AuthProjectID: maybe(StringFromStringOrNumber),
  GlobalProjectID: maybe(StringFromStringOrNumber),
  UserAuthType: maybe(UserAuthType),
  IsSystemAdmin: maybe(BooleanFromAny),
  DepartmentName: maybe(t.string),
  DepartmentId: maybe(NumberFromStringOrNumber),
  access_token: maybe(t.string),
  accessToken: maybe(t.string),
  AuthAreaCode: maybe(StringFromStringOrNumber),
  /** JSON text of the menu tree. */
  MenuPermissions: maybe(t.string),
};

/** The signed-in user as kept in browser storage (SPEC §3). */
export const UserInfo = t.intersection([
  t.type({
    UserID: NumberFromStringOrNumber,
    UserName: t.string,
    OrgDataAuthorityType: withDefault(NumberFromStringOrNumber, DEFAULT_ORG_DATA_AUTHORITY_TYPE),
  }),
  t.partial({
    ...userInfoProps,
    /** The menu tree, parsed. */
    jsData: maybe(t.array(MenuNode)),
    monitorShow: maybe(BooleanFromAny),
    monitorInfo: maybe(MonitorInfo),
    menuFunctionType: maybe(MenuFunctionType),
  }),
]);
/** The signed-in user as kept in browser storage. */
export type UserInfo = t.TypeOf<typeof UserInfo>;
