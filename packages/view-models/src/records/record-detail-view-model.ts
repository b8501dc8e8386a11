import { ApiGateway, Notifier, type FieldSpec, type RecordType } from '@worksite/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { recordDetailTitle } from '../messages';
import { reportedWhile } from '../support/reported-while';
import { actionEndpoint, callAny, transitionEndpoint } from './record-calls';
import { detailFields, displayText, fieldValue, formatDateTime, rowId, type RecordRow } from './record-fields';
import type { DetailDialog } from './list-page';
import { RecordPageType } from './record-page-type';
import { remoteNamesOf, type RemoteNames } from './record-remote-names';
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
 * one, else from the list row. Every reference to another record (设备, 项目, 所属公司, 维保模板) shows that record's
 * name: the record's own, the page's rows', else read by id from the source type's list (docs/decisions/0550).
 */
@injectable()
export class RecordDetailViewModel implements DetailDialog {
  /** UI state: the dialog. */
  open = false;
  loading = false;
  record: RecordRow | undefined = undefined;
  /** The record's handling trail, when the type has a `history` call (alarms: 报警产生, 确认, 处理措施, 关闭). */
  trail: readonly RecordTrailEntry[] = [];
  /** Names of the records the open record refers to that the page's rows had not read (field key → id → name). */
  names: RemoteNames = {};

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
    return detailFields(this.recordType).map((f) => ({ key: f.key, label: f.label, value: displayText(record, f, (id) => this.nameOf(f.key, id)), field: f }));
  }

  /** The name of the record a reference field's id points to, when read (by the dialog or the page's rows). */
  private nameOf(key: string, id: string): string | undefined {
    return this.names[key]?.[id] ?? this.list.remoteName(key, id);
  }

  /** Reads the names of the records `record` refers to that neither it nor the page's rows name. */
  private async readNames(record: RecordRow): Promise<void> {
    const unnamed = detailFields(this.recordType).filter((f) => {
      if (f.input?.type !== 'remote') return false;
      const value = fieldValue(record, f);
      return value !== undefined && value !== null && value !== '' && this.list.remoteName(f.key, String(value)) === undefined;
    });
    if (unnamed.length === 0) return;
    const names = await remoteNamesOf(this.gateway, this.recordType, [record], unnamed);
    runInAction(() => {
      if (this.record === record) this.names = names;
    });
  }

  /** Opens the dialog on `row`, then reads the record's detail call (when the type has one). */
  async show(row: RecordRow): Promise<boolean> {
    this.record = row;
    this.trail = [];
    this.names = {};
    this.open = true;
    const detail = actionEndpoint(this.recordType, 'detail');
    const history = transitionEndpoint(this.recordType, 'history');
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
      await this.readNames(this.record!);
    });
  }

  close(): void {
    this.open = false;
  }
}
