import * as t from 'io-ts';
import { NumberFromStringOrNumber, StringFromStringOrNumber, maybe } from './lenient';

/**
 * An organisation (company, subsidiary, supplier, supervisor…) as the organisation screens read it.
 * Field list not in SPEC; chosen in docs/decisions/0041. `orgType` is a company-type code (lookup `companyType`).
 */
export const Organisation = t.intersection([
  t.type({ id: NumberFromStringOrNumber, orgName: t.string }),
  t.partial({
    orgType: maybe(NumberFromStringOrNumber),
    parentId: maybe(NumberFromStringOrNumber),
    /** Owning company (the company scope column). */
    companyId: maybe(NumberFromStringOrNumber),
    /** Unified social credit code (统一社会信用代码). */
    creditCode: maybe(t.string),
    contactor: maybe(t.string),
    contactPhone: maybe(StringFromStringOrNumber),
    address: maybe(t.string),
    districtCode: maybe(StringFromStringOrNumber),
    isSupplier: maybe(NumberFromStringOrNumber),
    createTime: maybe(t.string),
  }),
]);
/** An organisation. */
export type Organisation = t.TypeOf<typeof Organisation>;
