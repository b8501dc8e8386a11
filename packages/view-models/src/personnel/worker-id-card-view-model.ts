import { ApiGateway, Notifier, endpoints, type Endpoint } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { rowId, type RecordRow } from '../records/record-fields';
import { reportedWhile } from '../support/reported-while';
import { personnelMessages } from './personnel-messages';

/**
 * 查看证件号 of a roster row (docs/decisions/0631, 0634): GET /api/Worker/GetWorkerIdCard (its own button, audited by
 * the server) and the whole number shown in a message; nothing kept in the view-model afterwards.
 */
@injectable()
export class WorkerIdCardViewModel {
  busy = false;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<WorkerIdCardViewModel, 'gateway' | 'notifier'>(this, { gateway: false, notifier: false }, { autoBind: true });
  }

  /** Asks the server for the row's whole number and shows it; true when shown. */
  async reveal(row: RecordRow): Promise<boolean> {
    const endpoint = (endpoints as unknown as Record<string, Endpoint>).workerGetWorkerIdCard!;
    return reportedWhile(this, 'busy', this.notifier, async () => {
      const answer = (await this.gateway.call(endpoint, { id: rowId(row) } as never)) as { idCard?: unknown };
      this.notifier.info(personnelMessages.revealedIdCard(String(row.workerName ?? ''), String(answer.idCard ?? '')));
    });
  }
}
