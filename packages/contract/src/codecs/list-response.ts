import * as t from 'io-ts';
import { BooleanFromAny, NumberFromStringOrNumber, maybe } from './lenient';

/** The page block of a list answer (SPEC §3). */
export const ListPage = t.type({
  has_next: BooleanFromAny,
  has_prev: BooleanFromAny,
  p_index: NumberFromStringOrNumber,
  p_size: NumberFromStringOrNumber,
  record_count: NumberFromStringOrNumber,
});
/** The page block of a list answer. */
export type ListPage = t.TypeOf<typeof ListPage>;

/** A list answer: optional status/code/message, the rows, and the page block. */
export interface ListResponse<T> {
  readonly status?: number;
  readonly code?: number;
  readonly msg?: string;
  readonly detail?: string;
  readonly data: T[];
  readonly page: ListPage;
}

/** Builds the codec of a list answer whose rows decode with `row`. */
export function ListResponse<C extends t.Mixed>(row: C): t.Type<ListResponse<t.TypeOf<C>>, unknown, unknown> {
  return t.intersection(
    [
      t.type({ data: t.array(row), page: ListPage }),
      t.partial({
        status: maybe(NumberFromStringOrNumber),
        code: maybe(NumberFromStringOrNumber),
        msg: maybe(t.string),
        detail: maybe(t.string),
      }),
    ],
    `ListResponse<${row.name}>`,
  );
}
