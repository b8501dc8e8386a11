import * as t from 'io-ts';
import { NumberFromStringOrNumber, maybe } from './lenient';
import { MenuNode } from './menu-node';
import { WatchedCompany } from './company';

/** The company-switch answer's `data` (SPEC §7, UpdateUserRedis). */
export const CompanySwitchResponse = t.intersection([
  t.type({ permissions: t.array(MenuNode), userID: NumberFromStringOrNumber, userName: t.string }),
  t.partial({
    fullDepartmentPath: maybe(t.string),
    departmentID: maybe(NumberFromStringOrNumber),
    watchCompanys: maybe(t.array(WatchedCompany)),
  }),
]);
/** The company-switch answer's `data`. */
export type CompanySwitchResponse = t.TypeOf<typeof CompanySwitchResponse>;
