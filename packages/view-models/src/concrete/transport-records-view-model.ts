import { ApiGateway, Notifier, endpoints } from '@worksite/contract';
import { normalisePage } from '@worksite/paging';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { reportFailure } from '../support/failure-message';
import { TransportListViewModel, type TransportPage } from '../widgets/transport-list-view-model';
import { formatSiteTime } from './site-time-text';

/** One trip of the transport list as shown. */
export interface TransportRow {
  readonly id: number;
  readonly plateNo: string;
  readonly driverName: string;
  readonly taskNo: string;
  readonly projectName: string;
  readonly plantName: string;
  readonly strengthGrade: string;
  readonly volume: number;
  readonly leftAt: string;
  readonly arrivedAt: string;
  readonly statusName: string;
}

/** SPEC §9: the transport list's pages hold 10 trips (the bottom check's size). */
export const TRANSPORT_PAGE_SIZE = 10;

/**
 * 运输记录 (车辆管理, SPEC §2.10 "a transport list that scrolls by page", §4, §9; docs/decisions/0350): the trips of
 * WhereTransProductList, newest first, 10 a page, turned by scrolling (TransportListViewModel), narrowed by plate.
 */
@injectable()
export class TransportRecordsViewModel {
  plate = '';

  constructor(
    @inject(TransportListViewModel) readonly list: TransportListViewModel<TransportRow>,
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<TransportRecordsViewModel, 'gateway' | 'notifier'>(this, { list: false, gateway: false, notifier: false }, { autoBind: true });
  }

  setPlate(value: string): void {
    this.plate = value;
  }

  /** Loads page 1 with the current filter. */
  search(): Promise<void> {
    return this.list.start(this.loadPage);
  }

  dispose(): void {
    this.list.dispose();
  }

  private async loadPage(pageIndex: number): Promise<TransportPage<TransportRow>> {
    const filter = this.plate.trim() === '' ? {} : { plateNo: this.plate.trim() };
    try {
      const answer = await this.gateway.call(endpoints.concTaskWhereTransProductList, { index: pageIndex, size: TRANSPORT_PAGE_SIZE, ...filter } as never);
      const page = normalisePage<Record<string, unknown>>(answer);
      if (!page.ok) return { rows: [], recordCount: 0 };
      return { rows: page.page.rows.map(transportRow), recordCount: page.page.total };
    } catch (e) {
      reportFailure(this.notifier, e);
      throw e;
    }
  }
}

function transportRow(r: Record<string, unknown>): TransportRow {
  return {
    id: Number(r.id),
    plateNo: String(r.plateNo ?? ''),
    driverName: String(r.driverName ?? ''),
    taskNo: String(r.taskNo ?? ''),
    projectName: String(r.projectName ?? ''),
    plantName: String(r.plantName ?? ''),
    strengthGrade: String(r.strengthGrade ?? ''),
    volume: Number(r.volume ?? 0),
    leftAt: formatSiteTime(String(r.leftAt ?? '')),
    arrivedAt: formatSiteTime(String(r.arrivedAt ?? '')),
    statusName: String(r.statusName ?? ''),
  };
}
