import { ApiGateway, FROMPLAT_MINAPP, Notifier, WID, endpoints, type Template } from '@worksite/contract';
import { TEMPLATE_DETAIL_DIALOG_WIDTH, TEMPLATE_LABELS, buildRecordViewerLayout, type RecordViewerLayout } from '@worksite/templates';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import type { DetailDialog } from '../records/list-page';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { reportFailure } from '../support/failure-message';

/**
 * The read-only equipment record viewer (SPEC §2.9): four sections (巡检/操作/维修/保养模板), each a
 * questionnaire table or 暂未设置模板, laid out by `templates` from the record detail call.
 */
@injectable()
export class RecordViewerViewModel implements DetailDialog {
  /** UI state: the viewer dialog. */
  open = false;
  loading = false;
  layout: RecordViewerLayout | undefined = undefined;
  error: string | undefined = undefined;

  /** Width of the 查看 dialog (SPEC §2.8). */
  readonly dialogWidth = TEMPLATE_DETAIL_DIALOG_WIDTH;
  /** As the template list's detail dialog (docs/decisions/0460): 模板详情, the sections instead of label/value pairs. */
  readonly title = vmMessages.templateDetailTitle;
  /** What the template is, above its sections (模板名称, 项目名称, 设备类型, 模板描述; docs/decisions/0623); none for a record. */
  items: DetailDialog['items'] = [];

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<RecordViewerViewModel, 'gateway' | 'currentUser' | 'notifier'>(
      this,
      { gateway: false, currentUser: false, notifier: false },
      { autoBind: true },
    );
  }

  get sections(): RecordViewerLayout['sections'] {
    return this.layout?.sections ?? [];
  }

  /** Opens an equipment record by id (record detail: rec_id, user_id, wid 11, fromplat minapp). */
  async showRecord(recId: number): Promise<void> {
    this.open = true;
    this.loading = true;
    this.error = undefined;
    this.items = [];
    try {
      const detail = await this.gateway.call(endpoints.equipmentRecordDetail, {
        rec_id: recId,
        user_id: this.currentUser.userId ?? 0,
        wid: WID,
        fromplat: FROMPLAT_MINAPP,
      });
      runInAction(() => {
        this.layout = buildRecordViewerLayout(detail);
      });
    } catch (e) {
      const message = reportFailure(this.notifier, e);
      runInAction(() => {
        this.layout = undefined;
        this.error = message;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Opens a template (the template list's 查看): what it is, then its four lists. */
  showTemplate(template: Template): void {
    this.open = true;
    this.loading = false;
    this.error = undefined;
    const item = (key: 'contentName' | 'projectName' | 'deviceType' | 'description') => ({ key, label: TEMPLATE_LABELS[key], value: String(template[key] ?? '') });
    this.items = [item('contentName'), item('projectName'), item('deviceType'), item('description')];
    this.layout = buildRecordViewerLayout(template);
  }

  close(): void {
    this.open = false;
  }
}
