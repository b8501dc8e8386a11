import { businessKeyOf, recordTypes } from '@worksite/contract';
import { ApiError, conflict } from './api-error';

/** The refusal of each declared business key by the name of the unique index backing it (docs/decisions/0530). */
const takenByIndex: ReadonlyMap<string, string> = new Map(
  Object.values(recordTypes).flatMap((rt) => {
    const key = businessKeyOf(rt);
    return key === undefined ? [] : [[key.indexName, key.taken] as const];
  }),
);

/**
 * A unique violation (23505) of a business key's index — two calls that raced past the server's check into the
 * same key — as the check's own refusal (409 `项目编号已存在`), not a 500; undefined for any other error.
 */
export function businessKeyViolation(error: { code?: unknown; constraint?: unknown }): ApiError | undefined {
  if (error.code !== '23505' || typeof error.constraint !== 'string') return undefined;
  const taken = takenByIndex.get(error.constraint);
  return taken === undefined ? undefined : conflict(taken);
}
