/** The `page` object of SPEC §3's list response. */
export interface PageInfo {
  readonly has_next: boolean;
  readonly has_prev: boolean;
  readonly p_index: number;
  readonly p_size: number;
  readonly record_count: number;
}

/** What a handler returns when it needs more than bare `data`: a message, a page, extra top-level fields. */
export class Answer {
  constructor(
    readonly data: unknown,
    readonly detail: string = '',
    readonly page?: PageInfo,
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {}
}

/** `data` with a success message (`detail` and `message`). */
export const answer = (data: unknown, detail = '', extra?: Record<string, unknown>): Answer => new Answer(data, detail, undefined, extra);

/** A list page: `data` rows plus SPEC's `page {has_next, has_prev, p_index, p_size, record_count}`. */
export const listAnswer = (rows: readonly unknown[], page: PageInfo): Answer => new Answer(rows, '', page);
