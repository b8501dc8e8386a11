import { SELECT_PAGER, type PagerOptions } from '@worksite/paging';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { resizePages, turnToPage } from '../support/pager-moves';
import { reportedWhile } from '../support/reported-while';

/** Popover width of the select with search and paging, px (SPEC §2.10). */
export const SELECT_POPOVER_WIDTH = 270;

/** What the select asks its source for: keyword and a 1-based page. */
export interface SelectQuery {
  readonly keyword: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** One page of options from the source. */
export interface SelectPage<T> {
  readonly rows: readonly T[];
  readonly total: number;
}

/** Where options come from and how they read. */
export interface SelectSource<T> {
  load(query: SelectQuery): Promise<SelectPage<T>>;
  valueOf(row: T): string;
  labelOf(row: T): string;
}

/** One option as the popover lists it. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/**
 * The select with search, paging and a popover (SPEC §2.10, §9): width 270, sizes 10 … 1000,
 * default size 10, total 100 until the first answer.
 */
@injectable()
export class SelectViewModel<T = unknown> {
  source: SelectSource<T> | undefined = undefined;
  rows: readonly T[] = [];
  total: number = SELECT_PAGER.defaultTotal ?? 0;
  keyword = '';
  pageIndex = 1;
  pageSize: number = SELECT_PAGER.defaultSize;
  /** UI state: the popover. */
  popoverOpen = false;
  selected: SelectOption | undefined = undefined;
  loading = false;

  readonly pager: PagerOptions = SELECT_PAGER;
  readonly popoverWidth = SELECT_POPOVER_WIDTH;

  constructor() {
    makeAutoObservable(this, { source: false, rows: observableRef }, { autoBind: true });
  }

  get options(): readonly SelectOption[] {
    const s = this.source;
    return s === undefined ? [] : this.rows.map((r) => ({ value: s.valueOf(r), label: s.labelOf(r) }));
  }

  configure(source: SelectSource<T>, selected?: SelectOption): void {
    this.source = source;
    this.selected = selected;
  }

  /** Opens the popover and loads the first page. */
  async open(): Promise<void> {
    this.popoverOpen = true;
    await this.load();
  }

  close(): void {
    this.popoverOpen = false;
  }

  /** A new keyword searches from page 1. */
  search(keyword: string): Promise<void> {
    this.keyword = keyword;
    return turnToPage(this, 1, () => this.load());
  }

  setPage(pageIndex: number): Promise<void> {
    return turnToPage(this, pageIndex, () => this.load());
  }

  setPageSize(size: number): Promise<void> {
    return resizePages(this, size, () => this.load());
  }

  choose(option: SelectOption): void {
    this.selected = option;
    this.popoverOpen = false;
  }

  clear(): void {
    this.selected = undefined;
  }

  private async load(): Promise<void> {
    const source = this.source;
    if (source === undefined) return;
    const loaded = await reportedWhile(this, 'loading', undefined, async () => {
      const page = await source.load({ keyword: this.keyword.trim(), pageIndex: this.pageIndex, pageSize: this.pageSize });
      runInAction(() => {
        this.rows = page.rows;
        this.total = page.total;
      });
    });
    if (!loaded) runInAction(() => (this.rows = []));
  }
}
