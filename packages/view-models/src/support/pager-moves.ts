import { pickPageSize, type PagerOptions } from '@worksite/paging';

/** A paged list as the pager moves it: its 1-based page, its page size and the pager's choices. */
export interface PagedState {
  pageIndex: number;
  pageSize: number;
  readonly pager: PagerOptions;
}

/** The pager's page: a whole page from 1, then `load` (the list's current page). */
export async function turnToPage(list: PagedState, pageIndex: number, load: () => Promise<void>): Promise<void> {
  list.pageIndex = Math.max(1, Math.floor(pageIndex));
  await load();
}

/** The pager's size: one of its choices (an unknown one falls back), back to page 1, then `load`. */
export async function resizePages(list: PagedState, size: number, load: () => Promise<void>): Promise<void> {
  list.pageSize = pickPageSize(list.pager, size);
  list.pageIndex = 1;
  await load();
}
