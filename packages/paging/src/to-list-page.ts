import type { ListPage } from './page';
import { hasNextPage, hasPrevPage, pageIndexFromRequest, safePageSize, toCount } from './page-math';

/**
 * Builds shape (a) of SPEC §3 (`data` plus `page`), as the server answers a list call.
 * `index` is the request index (0 is read as page 1); has_next/has_prev are computed.
 */
export function toListPage<T>(rows: readonly T[], index: number, size: number, total: number): ListPage<T> {
  const p_index = pageIndexFromRequest(index);
  const p_size = safePageSize(size);
  const record_count = toCount(total) ?? 0;
  return {
    data: rows,
    page: {
      has_next: hasNextPage(p_index, p_size, record_count),
      has_prev: hasPrevPage(p_index),
      p_index,
      p_size,
      record_count,
    },
  };
}
