/**
 * The one page type every list answer of SPEC §3 is normalised to.
 * `pageIndex` is 1-based (docs/decisions/0030-page-index-base.md).
 */
export interface Page<T> {
  /** The rows of this page. */
  readonly rows: readonly T[];
  /** 1-based page number. */
  readonly pageIndex: number;
  /** Rows per page. */
  readonly pageSize: number;
  /** Total number of records across all pages. */
  readonly total: number;
  /** True when a page after this one holds records. */
  readonly hasNext: boolean;
  /** True when this is not the first page. */
  readonly hasPrev: boolean;
}

/**
 * The page shapes of SPEC §3:
 * `list-envelope` data array plus page {has_next, has_prev, p_index, p_size, record_count};
 * `flat` p_index, p_size, record_count at top level;
 * `page-no` list and totalCount with pageNo and pageSize;
 * `transport` transport lists with pageIndex and recordCount.
 */
export type PageShape = 'list-envelope' | 'flat' | 'page-no' | 'transport';

/** Shape (a) of SPEC §3, as the server sends a list answer. */
export interface ListPage<T> {
  readonly data: readonly T[];
  readonly page: ListPageInfo;
}

/** The `page` object of shape (a). `p_index` is 1-based. */
export interface ListPageInfo {
  readonly has_next: boolean;
  readonly has_prev: boolean;
  readonly p_index: number;
  readonly p_size: number;
  readonly record_count: number;
}
