import { NoticeIdParams, NoticeListParams } from '../codecs/common-requests';
import { Notice, NoticeIds } from '../codecs/notice';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * The caller's own notices (SPEC §7 "Notices", paths chosen): every signed-in user reads, marks and removes
 * their own; the header's unread list is the list with index 0, size 500, sysNoticeIsRead 0. Sent by
 * SendMessage (platform push). On the generic mount with hooks (areas/notices,
 * docs/decisions/0493): visibility and the read flag are the caller's, a delete hides notices for the caller
 * only; marking read and SendMessage (one notice per receiver) are the area's own calls.
 */
export const noticeRecord = declareRecord({
  name: 'notice',
  title: '消息通知',
  table: 'notices',
  permission: { page: PAGE.messageNotification, subPage: SUBPAGE.messageNotifications },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/SysNotice',
    alias: 'notice',
    calls: {
      list: {
        method: 'GET', action: 'GetSysNoticeList', access: 'session',
        summary: '消息通知列表（sysNoticeIsRead 0 为未读）',
      },
      detail: { method: 'GET', action: 'GetSysNoticeInfo', access: 'session' },
      delete: { method: 'POST', action: 'DelSysNotice', access: 'session' },
    },
    more: {
      markRead: { method: 'POST', action: 'UpdateSysNoticeIsRead', access: 'session' },
    },
  },
  fields: [
    field.id(),
    field.text('title', '消息标题', { required: m.noticeTitleRequired, maxLength: 200, listed: true }),
    field.multiline('content', '消息内容', { required: m.noticeContentRequired, maxLength: 2000 }),
    field.number('noticeType', '消息类型', { filterable: true, listed: true }),
    field.remote('targetUserId', '接收人', 'user'),
    field.computed('sysNoticeIsRead', '已读', ['notice_reads'], '调用者读过为 1，否则为 0'),
    field.remote('publisherId', '发送人', 'user', { readOnly: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
  wire: {
    fields: {
      id: { aliases: ['noticeId', 'rec_id'] },
      title: { aliases: ['Title'] },
      content: { aliases: ['Content', 'message'] },
      noticeType: { aliases: ['type'] },
      targetUserId: { aliases: ['userIds', 'user_ids', 'receiverIds'] },
      sysNoticeIsRead: { aliases: ['isRead'] },
    },
    calls: {
      list: { name: 'noticeList', request: NoticeListParams, response: Notice },
      detail: { name: 'noticeInfo', request: NoticeIdParams, response: Notice },
      delete: { name: 'noticeDelete', request: NoticeIdParams, response: NoticeIds },
      markRead: { name: 'noticeMarkRead', request: NoticeIdParams },
    },
  },
});
