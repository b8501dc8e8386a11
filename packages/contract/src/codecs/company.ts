import * as t from 'io-ts';
import { NumberFromStringOrNumber, StringFromStringOrNumber, maybe } from './lenient';

/** A company the user may watch in supervision mode (SPEC §3). */
export const WatchedCompany = t.type({ companyID: NumberFromStringOrNumber, companyName: t.string });
/** A company the user may watch in supervision mode. */
export type WatchedCompany = t.TypeOf<typeof WatchedCompany>;

/** A node of the company tree shown by the header's company selector (three levels). */
export interface CompanyTreeNode {
  readonly id: number;
  readonly companyname: string;
  readonly GlobalProjectID?: string;
  readonly children?: CompanyTreeNode[];
}

/** Codec of a company tree node (recursive). */
export const CompanyTreeNode: t.Type<CompanyTreeNode, unknown, unknown> = t.recursion('CompanyTreeNode', () =>
  t.intersection([
    t.type({ id: NumberFromStringOrNumber, companyname: t.string }),
    t.partial({ GlobalProjectID: maybe(StringFromStringOrNumber), children: maybe(t.array(CompanyTreeNode)) }),
  ]),
);

/** A company as the organisation screens read it. */
export const Company = t.intersection([
  t.type({ id: NumberFromStringOrNumber, companyName: t.string }),
  t.partial({
    parentId: maybe(NumberFromStringOrNumber),
    /** Company type code (lookup `companyType`, SPEC §3). */
    companyType: maybe(NumberFromStringOrNumber),
    fullDepartmentPath: maybe(t.string),
    creditCode: maybe(t.string),
    districtCode: maybe(StringFromStringOrNumber),
  }),
]);
/** A company as the organisation screens read it. */
export type Company = t.TypeOf<typeof Company>;

/** A department inside a company. */
export const Department = t.intersection([
  t.type({ id: NumberFromStringOrNumber, departmentName: t.string }),
  t.partial({
    companyId: maybe(NumberFromStringOrNumber),
    parentId: maybe(NumberFromStringOrNumber),
    fullDepartmentPath: maybe(t.string),
  }),
]);
/** A department inside a company. */
export type Department = t.TypeOf<typeof Department>;
