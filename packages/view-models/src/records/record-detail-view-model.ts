import { ApiGateway, Notifier, type FieldSpec, type RecordType } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { recordDetailTitle } from '../messages';
import { reportedWhile } from '../support/reported-while';
import { actionEndpoint, callAny, transitionEndpoint } from './record-calls';
import { detailFields, displayText, formatDateTime, rowId, type RecordRow } from './record-fields';
import type { DetailDialog } from './list-page';
import { RecordPageType } from './record-page-type';
import { RecordRowsViewModel } from './record-rows-view-model';

/** One label/value pair of a detail dialog. */
export interface RecordDetailItem {
  readonly key: string;
  readonly label: string;
  /** As shown: lookup label, masked value, readable date. */
  readonly value: string;
  readonly field: FieldSpec;
}

/** One entry of a record's handling trail (its `history` call, e.g. GetAlarmHistory): when, who, what, the note. */
export interface RecordTrailEntry {
  readonly at: string;
  readonly who: string;
  readonly what: string;
  readonly note: string;
}

/** The trail entries of a `history` answer (rows with at, userName, actionName, measures). */
function trailOf(answer: unknown): RecordTrailEntry[] {
  if (!Array.isArray(answer)) return [];
  return answer.map((e: Record<string, unknown>) => ({
    at: formatDateTime(String(e.at ?? '')),
    who: String(e.userName ?? ''),
    what: String(e.actionName ?? e.action ?? ''),
    note: String(e.measures ?? ''),
  }));
}

/**
 * The `{title}详情` dialog of a generic record page: every declared field but secrets as label/value pairs,
 * lookup codes as their labels, sensitive values masked (SPEC §5). Read from the type's detail call when it has
 * one, else from the list row. Remote fields the record carries no name of show the names the page's rows read.
 */
@injectable()
export class RecordDetailViewModel implements DetailDialog {
  /** UI state: the dialog. */
  open = false;
  loading = false;
  record: RecordRow | undefined = undefined;
  /** The record's handling trail, when the type has a `history` call (alarms: 报警产生, 确认, 处理措施, 关闭). */
  trail: readonly RecordTrailEntry[] = [];

  constructor(
    @inject(RecordPageType) readonly recordType: RecordType,
    @inject(RecordRowsViewModel) private readonly list: RecordRowsViewModel,
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<RecordDetailViewModel, 'list' | 'gateway' | 'notifier'>(
      this,
      { recordType: false, list: false, gateway: false, notifier: false },
      { autoBind: true },
    );
  }

  /** `{title}详情`, e.g. 项目详情. */
  get title(): string {
    return recordDetailTitle(this.recordType.title);
  }

  get items(): readonly RecordDetailItem[] {
    const record = this.record;
    if (record === undefined) return [];
    return detailFields(this.recordType).map((f) => ({ key: f.key, label: f.label, value: displayText(record, f, (id) => this.list.remoteName(f.key, id)), field: f }));
  }

  /** Opens the dialog on `row`, then reads the record's detail call (when the type has one). */
  async show(row: RecordRow): Promise<boolean> {
    this.record = row;
    this.trail = [];
    this.open = true;
    const detail = actionEndpoint(this.recordType, 'detail');
    const history = transitionEndpoint(this.recordType, 'history');
    if (detail === undefined && history === undefined) return true;
    return reportedWhile(this, 'loading', this.notifier, async () => {
      const id = rowId(row);
      const [answer, trail] = await Promise.all([
        detail === undefined ? undefined : callAny(this.gateway, detail, { id, rec_id: id }),
        history === undefined ? undefined : callAny(this.gateway, history, { id, rec_id: id }),
      ]);
      runInAction(() => {
        if (typeof answer === 'object' && answer !== null && !Array.isArray(answer)) this.record = { ...row, ...(answer as RecordRow) };
        this.trail = trailOf(trail);
      });
    });
  }

  close(): void {
    this.open = false;
  }
}
