import { VIRTUAL_LIST, virtualWindow, type VirtualWindow } from '@worksite/paging';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';

/** A virtual list (SPEC §2.10): row 30 px, height 300 px, 5 buffer rows; renders only the window. */
@injectable()
export class VirtualListViewModel<T = unknown> {
  rows: readonly T[] = [];
  scrollTop = 0;

  readonly rowHeight = VIRTUAL_LIST.rowHeight;
  readonly height = VIRTUAL_LIST.height;
  readonly buffer = VIRTUAL_LIST.buffer;

  constructor() {
    makeAutoObservable(this, { rows: observableRef }, { autoBind: true });
  }

  get window(): VirtualWindow {
    return virtualWindow({ scrollTop: this.scrollTop, totalRows: this.rows.length });
  }

  /** The rows to render, with their absolute index. */
  get visibleRows(): readonly { readonly index: number; readonly row: T }[] {
    const { start, end } = this.window;
    return this.rows.slice(start, end).map((row, i) => ({ index: start + i, row }));
  }

  setRows(rows: readonly T[]): void {
    this.rows = rows;
    this.scrollTop = 0;
  }

  onScroll(scrollTop: number): void {
    this.scrollTop = scrollTop;
  }
}
