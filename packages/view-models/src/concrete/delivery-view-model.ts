import { ApiGateway, Notifier, endpoints, formatStrWhere } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { readListAnswer } from '../records/record-calls';
import { rowId, type RecordRow } from '../records/record-fields';
import { callWithFeedback } from '../support/call-with-feedback';
import { reportFailure } from '../support/failure-message';
import { concreteMessages as m } from './concrete-messages';

/** An idle tanker car the dialog offers. */
export interface TankerChoice {
  readonly id: number;
  readonly plateNo: string;
  readonly driverName: string;
  readonly capacity: number;
}

const IDLE = 0;
const TASK_PRODUCING = 1;

/** 发车 is offered on a task in production, to a holder of the delivery button. */
export const mayDispatch = (row: RecordRow, buttons: { readonly delivery?: boolean }): boolean =>
  buttons.delivery === true && Number(row.status) === TASK_PRODUCING;

/**
 * 发车 of a 任务管理 row (docs/decisions/0350): the idle tanker cars bound to the task's plant, the volume loaded
 * (the car's capacity by default), then CreateTransProduct; the car is on its way and the trip is in 运输记录.
 * One instance for the app: the page renders the dialog while `task` is set.
 */
@injectable()
export class DeliveryViewModel {
  task: RecordRow | undefined = undefined;
  tankers: readonly TankerChoice[] = [];
  tankerId = '';
  volume = '';
  error: string | undefined = undefined;
  loading = false;
  busy = false;
  private afterChange: () => unknown = () => undefined;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<DeliveryViewModel, 'gateway' | 'notifier' | 'afterChange'>(this, { gateway: false, notifier: false, afterChange: false }, { autoBind: true });
  }

  /** Opens the dialog for `task` and loads the idle cars of its plant. */
  async open(task: RecordRow, afterChange?: () => unknown): Promise<void> {
    this.task = task;
    this.tankers = [];
    this.tankerId = '';
    this.volume = '';
    this.error = undefined;
    if (afterChange !== undefined) this.afterChange = afterChange;
    this.loading = true;
    try {
      const strWhere = formatStrWhere([
        { field: 'plant_id', op: '=', value: Number(task.plantId) },
        { field: 'status', op: '=', value: IDLE },
      ]);
      const answer = await this.gateway.call(endpoints.tankerCarWhereTankerCarList, { index: 1, size: 100, strWhere } as never);
      const rows = readListAnswer(answer, 1, 100).rows;
      runInAction(() => {
        this.tankers = rows.map((r) => ({ id: rowId(r), plateNo: String(r.plateNo ?? ''), driverName: String(r.driverName ?? ''), capacity: Number(r.capacity ?? 0) }));
        const first = this.tankers[0];
        if (first !== undefined) this.chooseTanker(String(first.id));
      });
    } catch (e) {
      reportFailure(this.notifier, e);
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  chooseTanker(id: string): void {
    this.tankerId = id;
    const car = this.tankers.find((t) => String(t.id) === id);
    if (car !== undefined) this.volume = String(car.capacity);
    this.error = undefined;
  }

  setVolume(value: string): void {
    this.volume = value;
    this.error = undefined;
  }

  close(): void {
    this.task = undefined;
  }

  /** 确定: checks the choice and the volume, then CreateTransProduct; closes and reloads the list on success. */
  async submit(): Promise<boolean> {
    const task = this.task;
    if (task === undefined || this.busy) return false;
    const volume = Number(this.volume);
    if (this.tankerId === '') this.error = m.tankerRequired;
    else if (!(volume > 0)) this.error = m.volumeInvalid;
    if (this.error !== undefined) return false;
    this.busy = true;
    const params = { task_id: rowId(task), tanker_id: Number(this.tankerId), volume_m3: volume };
    const sent = await callWithFeedback(this.notifier, () => this.gateway.call(endpoints.concTaskCreateTransProduct, params as never), m.dispatched);
    runInAction(() => {
      this.busy = false;
    });
    if (!sent) return false;
    this.close();
    await this.afterChange();
    return true;
  }
}
