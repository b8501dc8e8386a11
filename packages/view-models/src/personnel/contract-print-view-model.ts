import { ApiGateway, Notifier, endpoints, type Endpoint } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { rowId, type RecordRow } from '../records/record-fields';
import { reportedWhile } from '../support/reported-while';

/** A contract's text as the print sheet shows it. */
export interface PrintedContract {
  readonly contractNo: string;
  readonly text: string;
}

/**
 * 打印合同 of a 合同台账 row (docs/decisions/0655): GET /api/LabourContract/GetContractText — the template filled in
 * by the server (the ID number masked), or the text frozen when it was signed — shown on a printable sheet.
 */
@injectable()
export class ContractPrintViewModel {
  busy = false;
  /** UI state: the contract on the sheet (undefined: closed). */
  printing: PrintedContract | undefined = undefined;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<ContractPrintViewModel, 'gateway' | 'notifier'>(this, { gateway: false, notifier: false }, { autoBind: true });
  }

  /** Loads the row's text and opens the sheet; true when shown. */
  async open(row: RecordRow): Promise<boolean> {
    const endpoint = (endpoints as unknown as Record<string, Endpoint>).labourContractGetContractText!;
    return reportedWhile(this, 'busy', this.notifier, async () => {
      const answer = (await this.gateway.call(endpoint, { id: rowId(row) } as never)) as { contractNo?: unknown; text?: unknown };
      runInAction(() => {
        this.printing = { contractNo: String(answer.contractNo ?? ''), text: String(answer.text ?? '') };
      });
    });
  }

  close(): void {
    this.printing = undefined;
  }
}
