import * as t from 'io-ts';
import { NumberFromStringOrNumber } from './lenient';

/** GetWatchedCompanies request: the user whose watched companies (监视公司) are read. */
export const WatchedCompaniesParams = t.type({ id: NumberFromStringOrNumber });
/** GetWatchedCompanies request. */
export type WatchedCompaniesParams = t.TypeOf<typeof WatchedCompaniesParams>;

/** A company the caller may offer as a watched company. */
export const WatchableCompany = t.type({ id: NumberFromStringOrNumber, name: t.string });
/** A company the caller may offer. */
export type WatchableCompany = t.TypeOf<typeof WatchableCompany>;

/**
 * GetWatchedCompanies answer: the ids of the companies the user watches (monitor mode, SPEC §6) that the
 * caller administers, and every company the caller may offer (the companies it administers), by name.
 */
export const WatchedCompanies = t.type({
  id: NumberFromStringOrNumber,
  companyIds: t.array(NumberFromStringOrNumber),
  companies: t.array(WatchableCompany),
});
/** GetWatchedCompanies answer. */
export type WatchedCompanies = t.TypeOf<typeof WatchedCompanies>;

/** UpdateWatchedCompanies request: the user and the full set of companies it watches (within the caller's). */
export const UpdateWatchedCompaniesParams = t.type({ id: NumberFromStringOrNumber, companyIds: t.array(NumberFromStringOrNumber) });
/** UpdateWatchedCompanies request. */
export type UpdateWatchedCompaniesParams = t.TypeOf<typeof UpdateWatchedCompaniesParams>;

/** UpdateWatchedCompanies answer: the user and the ids it now watches. */
export const UpdatedWatchedCompanies = t.type({ id: NumberFromStringOrNumber, companyIds: t.array(NumberFromStringOrNumber) });
/** UpdateWatchedCompanies answer. */
export type UpdatedWatchedCompanies = t.TypeOf<typeof UpdatedWatchedCompanies>;
