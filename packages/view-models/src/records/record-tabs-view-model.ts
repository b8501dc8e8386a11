import type { RecordType } from '@worksite/contract';
import type { ListPage } from './list-page';
import { withListQuery } from './list-query';
import { RecordRowsViewModel } from './record-rows-view-model';

/** The tab parameter of the page's URL query: `tab=attendanceMonth` (the main tab leaves it out). */
export const TAB_PARAM = 'tab';

/** One tab of an entry's page: the type it lists and its title (考勤记录, 考勤日报, 考勤月汇总). */
export interface RecordTab {
  readonly name: string;
  readonly title: string;
}

/**
 * The tabs of a menu entry guarding several listed types (recordTabsForComponent, docs/decisions/0676): the main
 * type first and shown by default; the shown tab in the URL query (`tab`, read with URLSearchParams, an unknown
 * name → the main tab), so F5, Back and a shared link show it again. Each tab is the ordinary list of its type,
 * made the first time the tab is shown (`make`: the type's page list) — a tab never shown loads nothing — and
 * kept, so a tab shown again comes back at its page, sort and search.
 */
export class RecordTabsViewModel {
  private readonly lists = new Map<string, ListPage>();

  constructor(
    readonly types: readonly RecordType[],
    private readonly make: (type: RecordType) => ListPage,
  ) {
    if (types.length === 0) throw new Error('RecordTabsViewModel: no types');
  }

  get tabs(): readonly RecordTab[] {
    return this.types.map((t) => ({ name: t.name, title: t.title }));
  }

  /** The main tab (the entry's main type). */
  get main(): string {
    return this.types[0]!.name;
  }

  /** The tab an address's query names; the main tab when it names none or one the page has not. */
  selectedIn(search: string): string {
    const named = new URLSearchParams(search).get(TAB_PARAM);
    return this.types.some((t) => t.name === named) ? named! : this.main;
  }

  /** The list of tab `name`, made the first time it is asked for (when the tab is first shown). */
  list(name: string): ListPage {
    let list = this.lists.get(name);
    if (list === undefined) {
      const type = this.types.find((t) => t.name === name);
      if (type === undefined) throw new Error(`RecordTabsViewModel: no tab ${name}`);
      list = this.make(type);
      this.lists.set(name, list);
    }
    return list;
  }

  /** The tabs whose lists were made so far (those shown). */
  get made(): readonly string[] {
    return [...this.lists.keys()];
  }

  /**
   * The address's query that shows tab `name` instead of the one `current` shows: the shown tab's list parameters
   * (page, size, sort, its search fields) and `tab` taken out, the others (the back office's pjctid1 …) kept; then
   * `tab` unless it is the main tab, and the list state of tab `name` when it was shown before.
   */
  addressFor(name: string, current: string): string {
    const shown = this.lists.get(this.selectedIn(current))?.data;
    const rest = shown instanceof RecordRowsViewModel ? withListQuery(current, '', shown.queryShape) : current;
    const params = new URLSearchParams(rest);
    params.delete(TAB_PARAM);
    if (name !== this.main) params.set(TAB_PARAM, name);
    const target = this.lists.get(name)?.data;
    return target === undefined ? params.toString() : target.addressQuery(params.toString());
  }
}
