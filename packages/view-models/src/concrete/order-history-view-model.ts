import { ApiGateway, Notifier, endpoints } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { rowId, type RecordRow } from '../records/record-fields';
import { reportFailure } from '../support/failure-message';
import { formatSiteTime } from './site-time-text';

/** One line of an order's history as shown: site time, what happened, details, who. */
export interface OrderHistoryLine {
  readonly time: string;
  readonly event: string;
  readonly detail: string;
  readonly userName: string;
}

/**
 * 历史 of a 订单管理 row (SPEC §7 GetOrderHistoryDetail, docs/decisions/0350): placed, approved, its tasks, every
 * trip sent and delivered, completed — in time order, times in site time. Open while `order` is set.
 */
@injectable()
export class OrderHistoryViewModel {
  order: RecordRow | undefined = undefined;
  lines: readonly OrderHistoryLine[] = [];
  loading = false;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<OrderHistoryViewModel, 'gateway' | 'notifier'>(this, { gateway: false, notifier: false }, { autoBind: true });
  }

  get title(): string {
    return String(this.order?.orderNo ?? '');
  }

  async open(order: RecordRow): Promise<void> {
    this.order = order;
    this.lines = [];
    this.loading = true;
    try {
      const data = (await this.gateway.call(endpoints.concOrderGetOrderHistoryDetail, { id: rowId(order) } as never)) as { history?: readonly Record<string, unknown>[] };
      runInAction(() => {
        this.lines = (data?.history ?? []).map((h) => ({
          time: formatSiteTime(String(h.time ?? '')),
          event: String(h.event ?? ''),
          detail: String(h.detail ?? ''),
          userName: String(h.userName ?? ''),
        }));
      });
    } catch (e) {
      reportFailure(this.notifier, e);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  close(): void {
    this.order = undefined;
  }
}
