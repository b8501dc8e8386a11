import { ApiGateway, Notifier } from '@worksite/contract';
import { normalisePage } from '@worksite/paging';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { reportFailure } from '../support/failure-message';
import type { ConcreteReport } from './concrete-reports';

const PAGE_SIZE = 10;

/** Today's site date and the first of its month (yyyy-MM-dd): a report's default period. */
function thisSiteMonth(now: number): { begin: string; end: string } {
  const today = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
  return { begin: `${today.slice(0, 8)}01`, end: today };
}

/**
 * The concrete reports (订单对账, 产品对账, 材料消耗, 生产监控; docs/decisions/0350) in one dialog: the rows of the
 * report's call for a period (this site month by default), 10 a page. Open while `report` is set.
 */
@injectable()
export class ConcreteReportViewModel {
  report: ConcreteReport | undefined = undefined;
  rows: readonly Record<string, unknown>[] = [];
  total = 0;
  pageIndex = 1;
  begin = '';
  end = '';
  loading = false;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<ConcreteReportViewModel, 'gateway' | 'notifier'>(this, { gateway: false, notifier: false }, { autoBind: true });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / PAGE_SIZE));
  }

  /** The cell text of `row` under column `key` of the open report. */
  cell(row: Record<string, unknown>, key: string): string {
    const column = this.report?.columns.find((c) => c.key === key);
    const value = row[key];
    if (column?.show !== undefined) return column.show(value);
    return value === undefined || value === null ? '' : String(value);
  }

  open(report: ConcreteReport, now: number = Date.now()): Promise<void> {
    this.report = report;
    const month = thisSiteMonth(now);
    this.begin = month.begin;
    this.end = month.end;
    this.pageIndex = 1;
    this.rows = [];
    this.total = 0;
    return this.load();
  }

  setBegin(value: string): void {
    this.begin = value;
  }

  setEnd(value: string): void {
    this.end = value;
  }

  /** 查询: page 1 of the chosen period. */
  search(): Promise<void> {
    this.pageIndex = 1;
    return this.load();
  }

  goTo(pageIndex: number): Promise<void> {
    this.pageIndex = Math.min(Math.max(1, pageIndex), this.pageCount);
    return this.load();
  }

  close(): void {
    this.report = undefined;
  }

  private async load(): Promise<void> {
    const report = this.report;
    if (report === undefined) return;
    const params: Record<string, unknown> = {};
    if (report.paged) Object.assign(params, { index: this.pageIndex, size: PAGE_SIZE });
    if (report.dated) Object.assign(params, { beginTime: this.begin, endTime: this.end });
    this.loading = true;
    try {
      const answer = await this.gateway.call(report.endpoint, params as never);
      runInAction(() => {
        if (report.paged) {
          const page = normalisePage<Record<string, unknown>>(answer);
          this.rows = page.ok ? page.page.rows : [];
          this.total = page.ok ? page.page.total : 0;
        } else {
          this.rows = Array.isArray(answer) ? (answer as Record<string, unknown>[]) : [];
          this.total = this.rows.length;
        }
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
