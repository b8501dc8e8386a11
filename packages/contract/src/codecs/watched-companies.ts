import * as t from 'io-ts';
import { NumberFromStringOrNumber } from './lenient';

/*
 * The requests (the user `id`, the `companyIds` it watches) derive from the calls' declared parameters in
 * records/user-record.ts (docs/decisions/0413).
 */

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

/** UpdateWatchedCompanies answer: the user and the ids it now watches. */
export const UpdatedWatchedCompanies = t.type({ id: NumberFromStringOrNumber, companyIds: t.array(NumberFromStringOrNumber) });
/** UpdateWatchedCompanies answer. */
export type UpdatedWatchedCompanies = t.TypeOf<typeof UpdatedWatchedCompanies>;
