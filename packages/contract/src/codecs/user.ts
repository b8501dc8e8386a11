import * as t from 'io-ts';
import { BooleanFromAny, NumberFromStringOrNumber, NumberIn, StringFromStringOrNumber, maybe } from './lenient';
import { UserAuthType } from './user-info';

/** Audit status (lookup `auditStatus`): 0 new, 1 unaudited, 2 passed, 3 rejected. */
export const AuditStatus = NumberIn('AuditStatus', [0, 1, 2, 3] as const);
/** Audit status code. */
export type AuditStatus = t.TypeOf<typeof AuditStatus>;

/** A user as the user-management screen reads it (field list chosen in docs/decisions/0041). */
export const User = t.intersection([
  t.type({ id: NumberFromStringOrNumber, userName: t.string }),
  t.partial({
    realName: maybe(t.string),
    phone: maybe(StringFromStringOrNumber),
    companyId: maybe(NumberFromStringOrNumber),
    companyName: maybe(t.string),
    departmentId: maybe(NumberFromStringOrNumber),
    departmentName: maybe(t.string),
    /** Role ids, comma separated. */
    roleIds: maybe(StringFromStringOrNumber),
    roleNames: maybe(t.string),
    userAuthType: maybe(UserAuthType),
    isSystemAdmin: maybe(BooleanFromAny),
    auditStatus: maybe(AuditStatus),
    avatar: maybe(t.string),
    createTime: maybe(t.string),
  }),
]);
/** A user as the user-management screen reads it. */
export type User = t.TypeOf<typeof User>;
