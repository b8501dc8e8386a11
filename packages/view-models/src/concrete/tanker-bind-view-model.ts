import { ApiGateway, Notifier, endpoints } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { readListAnswer } from '../records/record-calls';
import { rowId, type RecordRow } from '../records/record-fields';
import { callWithFeedback } from '../support/call-with-feedback';
import { reportFailure } from '../support/failure-message';
import { concreteMessages as m } from './concrete-messages';

/** A plant the bind dialog offers. */
export interface PlantChoice {
  readonly id: number;
  readonly name: string;
}

/**
 * 绑定 of a 罐车管理 row (SPEC §7 /api/TankerCar bind, docs/decisions/0350): the plants of the caller's scope,
 * the car's current one chosen, then BindTankerCar. One instance for the app; the dialog is open while `car` is set.
 */
@injectable()
export class TankerBindViewModel {
  car: RecordRow | undefined = undefined;
  plants: readonly PlantChoice[] = [];
  plantId = '';
  error: string | undefined = undefined;
  busy = false;
  private afterChange: () => unknown = () => undefined;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<TankerBindViewModel, 'gateway' | 'notifier' | 'afterChange'>(this, { gateway: false, notifier: false, afterChange: false }, { autoBind: true });
  }

  async open(car: RecordRow, afterChange?: () => unknown): Promise<void> {
    this.car = car;
    this.plantId = car.plantId === null || car.plantId === undefined ? '' : String(car.plantId);
    this.error = undefined;
    if (afterChange !== undefined) this.afterChange = afterChange;
    try {
      const answer = await this.gateway.call(endpoints.concDeviceWhereDeviceList, { index: 1, size: 100 } as never);
      const rows = readListAnswer(answer, 1, 100).rows;
      runInAction(() => {
        this.plants = rows.map((r) => ({ id: rowId(r), name: String(r.plantName ?? '') }));
      });
    } catch (e) {
      reportFailure(this.notifier, e);
    }
  }

  choose(id: string): void {
    this.plantId = id;
    this.error = undefined;
  }

  close(): void {
    this.car = undefined;
  }

  async submit(): Promise<boolean> {
    const car = this.car;
    if (car === undefined || this.busy) return false;
    if (this.plantId === '') {
      this.error = m.plantRequired;
      return false;
    }
    this.busy = true;
    const bound = await callWithFeedback(this.notifier, () => this.gateway.call(endpoints.tankerCarBindTankerCar, { id: rowId(car), plant_id: Number(this.plantId) } as never), m.bound);
    runInAction(() => {
      this.busy = false;
    });
    if (!bound) return false;
    this.close();
    await this.afterChange();
    return true;
  }
}
