import { toCount } from './page-math';

/** Delay before a scroll edge turns the page (SPEC §9). */
export const TRANSPORT_SCROLL_DELAY_MS = 400;

/** Scroll position the list is reset to after turning the page (SPEC §9). */
export const TRANSPORT_SCROLL_RESET_PX = 260;

/** Page size the bottom check multiplies by, whatever the list's own size (SPEC §9). */
export const TRANSPORT_BOTTOM_CHECK_SIZE = 10;

/** Which end of the transport list the user scrolled to. */
export type ScrollEdge = 'top' | 'bottom';

/** Where the transport list stands: 1-based page index and the record count of the last answer. */
export interface TransportScrollState {
  readonly pageIndex: number;
  readonly recordCount: number;
}

/** What a scroll edge does: the page to show and, when it changed, the scroll position to reset to. */
export interface TransportScrollResult {
  readonly pageIndex: number;
  readonly changed: boolean;
  /** {@link TRANSPORT_SCROLL_RESET_PX} when the page changed, `undefined` when the list stays put. */
  readonly scrollTop: number | undefined;
}

/**
 * The transport-list rule of SPEC §4: at the bottom go to the next page unless
 * 10 × pageIndex already exceeds the record count; at the top go back while pageIndex > 1.
 */
export function transportScroll(state: TransportScrollState, edge: ScrollEdge): TransportScrollResult {
  const index = Math.max(1, Math.floor(state.pageIndex));
  const count = toCount(state.recordCount) ?? 0;
  let next = index;
  if (edge === 'bottom' && !(TRANSPORT_BOTTOM_CHECK_SIZE * index > count)) next = index + 1;
  if (edge === 'top' && index > 1) next = index - 1;
  const changed = next !== index;
  return { pageIndex: next, changed, scrollTop: changed ? TRANSPORT_SCROLL_RESET_PX : undefined };
}

/** The edge a scroll position touches (within `slack` px), or `undefined` in between. */
export function detectScrollEdge(
  scrollTop: number,
  clientHeight: number,
  scrollHeight: number,
  slack: number = 1,
): ScrollEdge | undefined {
  if (scrollHeight <= clientHeight) return undefined;
  if (scrollTop + clientHeight >= scrollHeight - slack) return 'bottom';
  if (scrollTop <= slack) return 'top';
  return undefined;
}
