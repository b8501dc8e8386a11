import { ApiGateway, FileTransfer, Notifier, endpoints, payrollLineRecord, type Endpoint } from '@worksite/contract';
import { fundsToAccountStatusLabel } from '@worksite/lookups';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FileSaver } from '../ports/file-saver';
import { formatDateTime, rowId, type RecordRow } from '../records/record-fields';
import type { RecordListHandle } from '../records/record-extensions';
import { readListAnswer } from '../records/record-calls';
import { reportedWhile } from '../support/reported-while';
import { payrollMessages } from './payroll-messages';

const endpoint = (name: string): Endpoint => (endpoints as unknown as Record<string, Endpoint>)[name]!;

/** A line as the dialog shows it (ID and account masked by the server). */
export interface PayrollLineRow {
  readonly id: number;
  readonly workerName: string;
  readonly idCard: string;
  readonly bankName: string;
  readonly accountNo: string;
  readonly workDays: number;
  readonly dailyWage: number;
  readonly gross: number;
  readonly deductions: number;
  readonly net: number;
  readonly funds: string;
  readonly confirmedAt: string;
}

const DRAFT = 1;

/**
 * 工资明细 of a payroll sheet (docs/decisions/0680, 0683): its lines (WherePayrollLineList by sheet), 导出银行代发文件
 * (the lines' Excel export: masked ID and account), 工人确认 of a line on a sheet past 草稿; 重新计算 of a draft
 * sheet (ComputePayrollSheet) from the list's row action.
 */
@injectable()
export class PayrollLinesViewModel {
  /** UI state: the sheet whose lines are open (undefined: closed). */
  sheet: { readonly id: number; readonly title: string; readonly status: number } | undefined = undefined;
  lines: readonly PayrollLineRow[] = [];
  loading = false;
  busy = false;
  private generation = 0;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(FileTransfer) private readonly files: FileTransfer,
    @inject(FileSaver) @optional() private readonly saver: FileSaver | undefined,
  ) {
    makeAutoObservable<PayrollLinesViewModel, 'gateway' | 'notifier' | 'files' | 'saver' | 'generation'>(
      this, { gateway: false, notifier: false, files: false, saver: false, generation: false }, { autoBind: true });
  }

  get strWhere(): string {
    return `sheet_id = ${this.sheet?.id ?? 0}`;
  }

  get summary(): string {
    const net = this.lines.reduce((sum, l) => sum + l.net, 0);
    return payrollMessages.total(this.lines.length, net.toFixed(2));
  }

  /** 工人确认 is offered on a sheet past 草稿, for a line not yet confirmed. */
  canConfirm(line: PayrollLineRow): boolean {
    return this.sheet !== undefined && this.sheet.status !== DRAFT && line.confirmedAt === '';
  }

  /** Opens a sheet row's lines. */
  open(row: RecordRow): Promise<void> {
    this.sheet = { id: rowId(row), title: payrollMessages.linesTitle(String(row.teamName ?? ''), String(row.payMonth ?? '')), status: Number(row.status) };
    return this.load();
  }

  close(): void {
    this.generation++;
    this.sheet = undefined;
    this.lines = [];
  }

  /** 重新计算 of a draft sheet row, then the list again. */
  async recompute(row: RecordRow, list: RecordListHandle): Promise<boolean> {
    return reportedWhile(this, 'busy', this.notifier, async () => {
      const answer = (await this.gateway.call(endpoint('payrollSheetComputePayrollSheet'), { id: rowId(row) } as never)) as { workerCount?: number };
      this.notifier.success(payrollMessages.recomputed(Number(answer?.workerCount ?? 0)));
      await list.load();
    });
  }

  /** 导出银行代发文件: the sheet's lines as an .xlsx, handed to the FileSaver. */
  async exportBankFile(): Promise<boolean> {
    const call = endpoint(payrollLineRecord.endpoints.export!);
    return reportedWhile(this, 'busy', this.notifier, async () => {
      const file = await this.files.download(call, { strWhere: this.strWhere });
      this.saver?.save(file);
    });
  }

  /** 工人确认 of one line, then the lines again. */
  async confirm(line: PayrollLineRow): Promise<boolean> {
    return reportedWhile(this, 'busy', this.notifier, async () => {
      await this.gateway.call(endpoint('payrollLineConfirmPayrollLine'), { id: line.id } as never);
      this.notifier.success(payrollMessages.confirmed);
      await this.load();
    });
  }

  private async load(): Promise<void> {
    if (this.sheet === undefined) return;
    const generation = ++this.generation;
    await reportedWhile(this, 'loading', this.notifier, async () => {
      const answer = await this.gateway.call(endpoint(payrollLineRecord.endpoints.list!), { strWhere: this.strWhere, index: 1, size: 1000 } as never);
      if (generation !== this.generation) return;
      // A paged list answer (`data` + `page`) or a plain array: read as every list is (record-calls.ts).
      const rows = readListAnswer(answer, 1, 1000).rows;
      runInAction(() => {
        this.lines = rows.map((r) => ({
          id: rowId(r),
          workerName: String(r.workerName ?? ''),
          idCard: String(r.idCard ?? ''),
          bankName: String(r.bankName ?? ''),
          accountNo: String(r.accountNo ?? ''),
          workDays: Number(r.workDays ?? 0),
          dailyWage: Number(r.dailyWage ?? 0),
          gross: Number(r.gross ?? 0),
          deductions: Number(r.deductions ?? 0),
          net: Number(r.net ?? 0),
          funds: fundsToAccountStatusLabel(r.fundsStatus as number),
          confirmedAt: r.confirmedAt ? formatDateTime(String(r.confirmedAt)).slice(0, 16) : '',
        }));
      });
    });
  }
}
