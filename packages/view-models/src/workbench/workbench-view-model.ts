import { ApiGateway, Notifier, WORKBENCH_TODO_PAGES, endpoints, entriesGranting, type Workbench, type WorkbenchTodoKind } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { formatDateTime } from '../records/record-fields';
import { MenuRoutesViewModel } from '../session/menu-routes-view-model';
import { reportFailure } from '../support/failure-message';

/** An item of a to-do as the page shows it. */
export interface WorkbenchTodoItemView {
  readonly id: number;
  readonly title: string;
  readonly detail: string;
  /** `yyyy-MM-dd HH:mm`. */
  readonly time: string;
}

/** A to-do: its label, how many, the page it opens and its first items. */
export interface WorkbenchTodoView {
  readonly kind: WorkbenchTodoKind;
  readonly label: string;
  readonly count: number;
  /** The menu-built route of the to-do's page (`/{page}/{subPage}`), with the list's filter where it has one. */
  readonly to: string;
  readonly items: readonly WorkbenchTodoItemView[];
}

/** One of today's figures. */
export interface WorkbenchFigureView {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** A recent notice. */
export interface WorkbenchNoticeView {
  readonly id: number;
  readonly title: string;
  readonly time: string;
  readonly unread: boolean;
}

const minutes = (iso: string) => formatDateTime(iso).slice(0, 16);

/** The menu routes of a to-do's page: its own, then the entries shown again as it (docs/decisions/0610). */
const routesOf = (kind: WorkbenchTodoKind): readonly string[] => {
  const p = WORKBENCH_TODO_PAGES[kind];
  return p.subPage === undefined ? [`/${p.page}/`] : entriesGranting(p.page, p.subPage).map((e) => `/${e.page}/${e.subPage}`);
};

/** The list's filter a to-do opens with (the list keeps its filters in the URL, 0590): open alarms are 待处理. */
const TODO_QUERY: Partial<Record<WorkbenchTodoKind, string>> = { openAlarms: 'status=1' };

/** The back-office home's workbench (docs/decisions/0400): to-dos with links, today's figures, recent notices. */
@injectable()
export class WorkbenchViewModel {
  data: Workbench | undefined = undefined;
  loading = false;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(MenuRoutesViewModel) private readonly menuRoutes: MenuRoutesViewModel,
  ) {
    makeAutoObservable<WorkbenchViewModel, 'gateway' | 'notifier' | 'menuRoutes'>(this, { gateway: false, notifier: false, menuRoutes: false }, { autoBind: true });
  }

  /**
   * The to-dos the caller may act on here: those whose page is in the current back office's menu (a project
   * page is not reachable from the enterprise back office), something to do first, else the server's order.
   */
  get todos(): readonly WorkbenchTodoView[] {
    const todos = (this.data?.todos ?? []).flatMap((t) => {
      // The first of the to-do's pages in this back office's menu (报警记录: the project's, or the enterprise's).
      const route = routesOf(t.kind).find((r) => this.menuRoutes.routeFor(r) !== undefined);
      if (route === undefined) return [];
      const query = TODO_QUERY[t.kind];
      return [{
        kind: t.kind,
        label: vmMessages.workbenchTodo[t.kind],
        count: t.count,
        to: query === undefined ? route : `${route}?${query}`,
        items: t.items.map((i) => ({ id: i.id, title: i.title, detail: i.detail, time: minutes(i.time) })),
      }];
    });
    return [...todos.filter((t) => t.count > 0), ...todos.filter((t) => t.count === 0)];
  }

  /** True once loaded when no to-do has anything waiting. */
  get nothingToDo(): boolean {
    return this.data !== undefined && this.todos.every((t) => t.count === 0);
  }

  get figures(): readonly WorkbenchFigureView[] {
    const f = this.data?.figures;
    if (f === undefined) return [];
    const l = vmMessages.workbenchFigure;
    return [
      { key: 'todayAlarms', label: l.todayAlarms, value: String(f.todayAlarms) },
      { key: 'onlineDevices', label: l.onlineDevices, value: `${f.onlineDevices} / ${f.devices}` },
      { key: 'todayAttendance', label: l.todayAttendance, value: String(f.todayAttendance) },
      { key: 'todayPassages', label: l.todayPassages, value: String(f.todayPassages) },
    ];
  }

  get notices(): readonly WorkbenchNoticeView[] {
    return (this.data?.notices ?? []).map((n) => ({ id: n.id, title: n.title, time: minutes(n.createTime), unread: n.sysNoticeIsRead === 0 }));
  }

  /** Loads the workbench (GetWorkbench); a failure is reported and the previous state kept. */
  async load(): Promise<void> {
    this.loading = true;
    try {
      const data = await this.gateway.call(endpoints.workbench, {});
      runInAction(() => {
        this.data = data;
      });
    } catch (e) {
      reportFailure(this.notifier, e);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }
}
