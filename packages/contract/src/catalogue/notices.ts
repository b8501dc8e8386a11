import { NoticeIdParams, NoticeListParams } from '../codecs/common-requests';
import { Notice } from '../codecs/notice';
import { defineEndpoints } from './define-endpoints';

const NOTICE = '/api/SysNotice';

/**
 * The caller's own notices (SPEC §7 "Notices"). The header's unread list is `noticeList` with
 * index 0, size 500, sysNoticeIsRead 0; the badge counts its rows.
 */
export const noticeEndpoints = defineEndpoints({
  noticeList: {
    method: 'GET', path: `${NOTICE}/GetSysNoticeList`, pathChosen: true, access: 'session', envelope: 'list',
    request: NoticeListParams, response: Notice, summary: '消息通知列表（sysNoticeIsRead 0 为未读）',
  },
  noticeInfo: { method: 'GET', path: `${NOTICE}/GetSysNoticeInfo`, pathChosen: true, access: 'session', request: NoticeIdParams, response: Notice },
  noticeMarkRead: { method: 'POST', path: `${NOTICE}/UpdateSysNoticeIsRead`, pathChosen: true, access: 'session', request: NoticeIdParams },
  noticeDelete: { method: 'POST', path: `${NOTICE}/DelSysNotice`, pathChosen: true, access: 'session', request: NoticeIdParams },
});
