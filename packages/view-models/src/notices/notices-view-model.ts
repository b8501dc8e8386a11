import {
  ApiGateway,
  ConfirmDialog,
  Notifier,
  PAGE,
  PAGE_SIZES,
  SUBPAGE,
  noticeEndpoints,
  type Notice,
} from '@worksite/contract';
import { SHORT_PAGER, pickPageSize, type PagerOptions } from '@worksite/paging';
import { buttonMap, type ButtonName } from '@worksite/permissions';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { vmMessages } from '../messages';
import { CurrentUserViewModel } from '../session/current-user-view-model';
import { MenuAccessViewModel } from '../session/menu-access-view-model';
import { confirmedDelete } from '../support/confirmed-delete';
import { reportFailure } from '../support/failure-message';
import { BroadcastBarViewModel } from './broadcast-bar-view-model';

/** Read flag of the header's unread list (SPEC §7: sysNoticeIsRead 0). */
export const UNREAD = 0;

/** Where the notices page's buttons are held: page 消息通知, sub-page 消息通知 (SPEC §5 button visibility). */
export const NOTICES_PAGE = { page: PAGE.messageNotification, subPage: SUBPAGE.messageNotifications } as const;

/** Which notices a notices page lists and whose buttons it shows: every notice (消息通知) or one type of them. */
export interface NoticeView {
  readonly page: string;
  readonly subPage: string;
  /** Notice type listed (2: alarm notices); undefined: all. */
  readonly noticeType?: number;
}

/** 报警通知: the alarm notices (type 2) under their own sub-page's buttons (docs/decisions/0375). */
export const ALARM_NOTICES_VIEW: NoticeView = { page: PAGE.messageNotification, subPage: SUBPAGE.alarmNotice, noticeType: 2 };

/**
 * Message notices (SPEC §2.4, §7): the unread list (index 0, size 500, sysNoticeIsRead 0) whose length
 * is the header badge and whose new broadcasts trigger the broadcast bar; the paged list of the notices
 * page, notice info, mark read, and delete when the 消息通知 sub-page holds the delete button.
 */
@injectable()
export class NoticesViewModel {
  unread: readonly Notice[] = [];
  rows: readonly Notice[] = [];
  total = 0;
  /** UI state: 1-based page of the notices page, and its size. */
  pageIndex = 1;
  pageSize: number = SHORT_PAGER.defaultSize;
  /** UI state: the notice opened in the info dialog. */
  current: Notice | undefined = undefined;
  loading = false;
  /** UI state: the notices the open page lists (消息通知: all; 报警通知: alarm notices). */
  view: NoticeView = NOTICES_PAGE;

  readonly pager: PagerOptions = SHORT_PAGER;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(ConfirmDialog) private readonly dialog: ConfirmDialog,
    @inject(CurrentUserViewModel) private readonly currentUser: CurrentUserViewModel,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
    @inject(BroadcastBarViewModel) private readonly broadcast: BroadcastBarViewModel,
  ) {
    makeAutoObservable<NoticesViewModel, 'gateway' | 'notifier' | 'dialog' | 'currentUser' | 'menuAccess' | 'broadcast'>(
      this,
      { gateway: false, notifier: false, dialog: false, currentUser: false, menuAccess: false, broadcast: false },
      { autoBind: true },
    );
  }

  /** The buttons held under MessageNotification / MessageNotifications (SPEC §5, §6). */
  get buttons(): Readonly<Record<ButtonName, boolean>> {
    return buttonMap(this.menuAccess.menuTree, this.view.page, this.view.subPage);
  }

  /** Opens a notices page on `view` (page 1) and loads it. */
  async show(view: NoticeView): Promise<void> {
    this.view = view;
    this.pageIndex = 1;
    await this.loadPage();
  }

  /** 删除 is shown only with the delete permission. */
  get canDelete(): boolean {
    return this.buttons.delete;
  }

  /** The header badge: the number of unread notices. */
  get badgeCount(): number {
    return this.unread.length;
  }

  get infoOpen(): boolean {
    return this.current !== undefined;
  }

  /** 发送人 as shown: the publisher's name, or 系统 for a notice the platform sent (no publisher; decision 0626). */
  senderOf(notice: Notice | undefined): string {
    if (notice === undefined) return '';
    const name = notice.senderName?.trim() ?? '';
    return name === '' ? vmMessages.systemSender : name;
  }

  /** Loads the unread list behind the badge. */
  async loadUnread(): Promise<void> {
    try {
      const answer = await this.gateway.call(noticeEndpoints.noticeList, { index: 0, size: PAGE_SIZES.notices, sysNoticeIsRead: UNREAD });
      runInAction(() => {
        this.unread = answer.data;
      });
      this.broadcast.announce(answer.data, this.currentUser.userId);
    } catch {
      // The badge simply keeps its last count; the gateway already reported the failure.
    }
  }

  /** Loads one page of the notices page. */
  async loadPage(): Promise<void> {
    this.loading = true;
    try {
      const type = this.view.noticeType;
      const answer = await this.gateway.call(noticeEndpoints.noticeList, { index: this.pageIndex, size: this.pageSize, ...(type === undefined ? {} : { noticeType: type }) });
      runInAction(() => {
        this.rows = answer.data;
        this.total = answer.page.record_count;
      });
    } catch {
      runInAction(() => {
        this.rows = [];
        this.total = 0;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async setPage(pageIndex: number): Promise<void> {
    this.pageIndex = Math.max(1, Math.floor(pageIndex));
    await this.loadPage();
  }

  async setPageSize(size: number): Promise<void> {
    this.pageSize = pickPageSize(this.pager, size);
    this.pageIndex = 1;
    await this.loadPage();
  }

  /** Opens a notice's info; an unread notice is marked read. */
  async openInfo(id: number): Promise<void> {
    try {
      const notice = await this.gateway.call(noticeEndpoints.noticeInfo, { id });
      runInAction(() => {
        this.current = notice;
      });
      if (notice.sysNoticeIsRead === UNREAD) await this.markRead(id);
    } catch (e) {
      reportFailure(this.notifier, e);
    }
  }

  closeInfo(): void {
    this.current = undefined;
  }

  async markRead(id: number): Promise<void> {
    try {
      await this.gateway.call(noticeEndpoints.noticeMarkRead, { id });
    } catch (e) {
      reportFailure(this.notifier, e);
      return;
    }
    await Promise.all([this.loadUnread(), this.loadPage()]);
  }

  /** Deletes a notice after confirmation (only with the delete permission); cancel gives 已取消删除 (one flow: confirmedDelete). */
  async remove(id: number): Promise<boolean> {
    if (!this.canDelete) return false;
    const deleted = await confirmedDelete(this.dialog, this.notifier, () => this.gateway.call(noticeEndpoints.noticeDelete, { id }), {
      title: vmMessages.alertTitle,
      message: vmMessages.noticeDeleteConfirm,
      confirmText: vmMessages.confirmButton,
      cancelText: vmMessages.cancelButton,
      tone: 'warning',
    });
    if (!deleted) return false;
    if (this.rows.length === 1 && this.pageIndex > 1) this.pageIndex -= 1;
    await Promise.all([this.loadUnread(), this.loadPage()]);
    return true;
  }
}
