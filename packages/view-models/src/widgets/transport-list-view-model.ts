import { Timer, type TimerHandle } from '@worksite/contract';
import {
  TRANSPORT_SCROLL_DELAY_MS,
  detectScrollEdge,
  transportScroll,
  type ScrollEdge,
} from '@worksite/paging';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { reportedWhile } from '../support/reported-while';

/** One page of a transport list: its rows and the record count. */
export interface TransportPage<T> {
  readonly rows: readonly T[];
  readonly recordCount: number;
}

/** Loads one 1-based page of a transport list (path not shown in SPEC: the caller supplies it). */
export type TransportLoader<T> = (pageIndex: number) => Promise<TransportPage<T>>;

/**
 * The transport list that pages by scrolling (SPEC §4, §9): at the bottom the next page unless
 * 10 × index already exceeds the count, at the top the previous one; 400 ms delay, scroll reset 260 px.
 */
@injectable()
export class TransportListViewModel<T = unknown> {
  rows: readonly T[] = [];
  pageIndex = 1;
  recordCount = 0;
  /** Where the list should scroll to after a page turn (the component applies it, then calls `scrollApplied`). */
  scrollTop: number | undefined = undefined;
  loading = false;
  private loader: TransportLoader<T> | undefined = undefined;
  private pendingEdge: TimerHandle | undefined = undefined;

  constructor(@inject(Timer) private readonly timer: Timer) {
    makeAutoObservable<TransportListViewModel<T>, 'timer' | 'loader' | 'pendingEdge'>(
      this,
      { timer: false, loader: false, pendingEdge: false, rows: observableRef },
      { autoBind: true },
    );
  }

  /** Sets the loader and loads page 1. */
  async start(loader: TransportLoader<T>): Promise<void> {
    this.loader = loader;
    this.pageIndex = 1;
    await this.load();
  }

  /** Raw scroll event: an edge, after the 400 ms delay, turns the page. */
  onScroll(scrollTop: number, clientHeight: number, scrollHeight: number): void {
    const edge = detectScrollEdge(scrollTop, clientHeight, scrollHeight);
    if (edge !== undefined) this.scheduleEdge(edge);
  }

  /** An edge was reached: the page turns after the delay (a later edge replaces a pending one). */
  scheduleEdge(edge: ScrollEdge): void {
    if (this.pendingEdge !== undefined) this.timer.clearTimeout(this.pendingEdge);
    this.pendingEdge = this.timer.setTimeout(() => {
      this.pendingEdge = undefined;
      void this.turn(edge);
    }, TRANSPORT_SCROLL_DELAY_MS);
  }

  scrollApplied(): void {
    this.scrollTop = undefined;
  }

  dispose(): void {
    if (this.pendingEdge !== undefined) this.timer.clearTimeout(this.pendingEdge);
    this.pendingEdge = undefined;
  }

  /** Applies the scroll rule at once (what the delayed edge does). */
  async turn(edge: ScrollEdge): Promise<void> {
    const result = transportScroll({ pageIndex: this.pageIndex, recordCount: this.recordCount }, edge);
    if (!result.changed) return;
    this.pageIndex = result.pageIndex;
    this.scrollTop = result.scrollTop;
    await this.load();
  }

  private async load(): Promise<void> {
    const loader = this.loader;
    if (loader === undefined) return;
    const loaded = await reportedWhile(this, 'loading', undefined, async () => {
      const page = await loader(this.pageIndex);
      runInAction(() => {
        this.rows = page.rows;
        this.recordCount = page.recordCount;
      });
    });
    if (!loaded) runInAction(() => (this.rows = []));
  }
}
