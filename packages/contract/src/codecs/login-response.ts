import * as t from 'io-ts';
import { DEFAULT_ORG_DATA_AUTHORITY_TYPE } from '../constants';
import { NumberFromStringOrNumber, maybe, withDefault } from './lenient';
import { userInfoProps } from './user-info';
import { WatchedCompany } from './company';

/** The login answer's `data` (SPEC §7): identity, token, menu tree text and the rest of UserInfo. */
export const LoginResponse = t.intersection([
  t.type({
    UserID: NumberFromStringOrNumber,
    UserName: t.string,
    CompanyName: t.string,
    access_token: t.string,
    /** JSON text of the menu tree. */
    MenuPermissions: t.string,
    OrgDataAuthorityType: withDefault(NumberFromStringOrNumber, DEFAULT_ORG_DATA_AUTHORITY_TYPE),
  }),
  t.partial({ ...userInfoProps, watchCompanys: maybe(t.array(WatchedCompany)) }),
]);
/** The login answer's `data`. */
export type LoginResponse = t.TypeOf<typeof LoginResponse>;
