/** The parts of a pager, in the order a layout lists them. */
export type PagerLayoutPart = 'prev' | 'pager' | 'next' | 'sizes' | 'total' | 'jumper';

/** Page-size choices and defaults of one pager (SPEC §9). */
export interface PagerOptions {
  readonly sizes: readonly number[];
  readonly defaultSize: number;
  readonly layout: readonly PagerLayoutPart[];
  /** Total shown before the first answer arrives (select pager only). */
  readonly defaultTotal?: number;
}

/** The full layout: prev, pager, next, sizes, total, jumper (SPEC §2.8). */
export const FULL_PAGER_LAYOUT: readonly PagerLayoutPart[] = ['prev', 'pager', 'next', 'sizes', 'total', 'jumper'];

/** Template list pager: sizes 10, 20, 30, 40, default 10 (SPEC §2.8). */
export const TEMPLATE_LIST_PAGER: PagerOptions = { sizes: [10, 20, 30, 40], defaultSize: 10, layout: FULL_PAGER_LAYOUT };

/** The general pager: 10, 20, 30, 40, 50, 60, 80, 100 (SPEC §9). */
export const WIDE_PAGER: PagerOptions = { sizes: [10, 20, 30, 40, 50, 60, 80, 100], defaultSize: 10, layout: FULL_PAGER_LAYOUT };

/** The other pager: 10, 20, 50, 100 (SPEC §9). */
export const SHORT_PAGER: PagerOptions = { sizes: [10, 20, 50, 100], defaultSize: 10, layout: FULL_PAGER_LAYOUT };

/** The select with search and paging: 10 … 1000, default 10, default total 100 (SPEC §9). */
export const SELECT_PAGER: PagerOptions = {
  sizes: [10, 20, 50, 100, 200, 500, 1000],
  defaultSize: 10,
  layout: ['prev', 'pager', 'next'],
  defaultTotal: 100,
};

/** Page sizes of the "load everything" calls of SPEC §7 and §9 (sent with index 0). */
export const LOAD_ALL_SIZES = {
  /** Project choices of the template form. */
  projectChoices: 100,
  /** Project list of the header. */
  headerProjects: 500,
  /** Company organisation list of the header. */
  headerCompanies: 500,
  /** Company organisation list outside the header. */
  companies: 1000,
  /** Dictionary group list. */
  dictionary: 999,
  /** Unread notice list (badge). */
  notices: 500,
  /** Icon gallery page. */
  iconGallery: 72,
  /** Icon gallery query form. */
  iconGalleryQuery: 1000,
} as const;

/** Writes a layout as the pager widget takes it: `prev, pager, next, sizes, total, jumper`. */
export function formatPagerLayout(parts: readonly PagerLayoutPart[]): string {
  return parts.join(', ');
}

/** `size` when it is one of the pager's sizes, else the pager's default. */
export function pickPageSize(options: PagerOptions, size: number | undefined): number {
  return size !== undefined && options.sizes.includes(size) ? size : options.defaultSize;
}
