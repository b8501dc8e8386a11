/** @packageDocumentation paging: every page shape of SPEC §3 as one, pager options, scroll paging, virtual window. */
export type { Page, PageShape, ListPage, ListPageInfo } from './page';
export {
  DEFAULT_PAGE_SIZE,
  LOAD_ALL_INDEX,
  toCount,
  safePageSize,
  pageCount,
  pageIndexFromRequest,
  clampPageIndex,
  pageOffset,
  hasNextPage,
  hasPrevPage,
} from './page-math';
export type { PageResult } from './normalise-page';
export { normalisePage, detectPageShape, emptyPage, pageOrEmpty } from './normalise-page';
export { toListPage } from './to-list-page';
export type { PagerLayoutPart, PagerOptions } from './pager-options';
export {
  FULL_PAGER_LAYOUT,
  TEMPLATE_LIST_PAGER,
  WIDE_PAGER,
  SHORT_PAGER,
  SELECT_PAGER,
  LOAD_ALL_SIZES,
  formatPagerLayout,
  pickPageSize,
} from './pager-options';
export type { ScrollEdge, TransportScrollState, TransportScrollResult } from './transport-scroll';
export {
  TRANSPORT_SCROLL_DELAY_MS,
  TRANSPORT_SCROLL_RESET_PX,
  TRANSPORT_BOTTOM_CHECK_SIZE,
  transportScroll,
  detectScrollEdge,
} from './transport-scroll';
export type { VirtualWindowInput, VirtualWindow } from './virtual-window';
export { VIRTUAL_LIST, virtualWindow } from './virtual-window';
export type { DateRangeShortcutKind, DateRangeShortcut } from './date-range-shortcut';
export { DATE_RANGE_SHORTCUT_DAYS, DATE_RANGE_SHORTCUTS, dateRangeShortcut } from './date-range-shortcut';
export { PAGING_MESSAGES } from './messages';
