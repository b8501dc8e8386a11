/** Virtual list constants of SPEC §2.10 and §9: row 30 px, height 300 px, 5 buffer rows. */
export const VIRTUAL_LIST = { rowHeight: 30, height: 300, buffer: 5 } as const;

/** Input of {@link virtualWindow}; sizes default to {@link VIRTUAL_LIST}. */
export interface VirtualWindowInput {
  readonly scrollTop: number;
  readonly totalRows: number;
  readonly rowHeight?: number;
  readonly height?: number;
  readonly buffer?: number;
}

/** The rows to render: `start` inclusive, `end` exclusive, shifted down by `offset` px inside `totalHeight`. */
export interface VirtualWindow {
  readonly start: number;
  readonly end: number;
  readonly offset: number;
  readonly totalHeight: number;
}

/** Which rows a virtual list renders at a scroll position, with `buffer` extra rows on each side. */
export function virtualWindow(input: VirtualWindowInput): VirtualWindow {
  const rowHeight = input.rowHeight ?? VIRTUAL_LIST.rowHeight;
  const height = input.height ?? VIRTUAL_LIST.height;
  const buffer = input.buffer ?? VIRTUAL_LIST.buffer;
  const total = Math.max(0, Math.floor(input.totalRows));
  const totalHeight = total * rowHeight;
  const maxScroll = Math.max(0, totalHeight - height);
  const scrollTop = Math.min(Math.max(0, input.scrollTop || 0), maxScroll);
  const first = Math.floor(scrollTop / rowHeight);
  const visible = Math.ceil(height / rowHeight);
  const start = Math.max(0, first - buffer);
  const end = Math.min(total, first + visible + buffer);
  return { start, end, offset: start * rowHeight, totalHeight };
}
