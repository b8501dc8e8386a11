import { noticeRecord } from '../records/notice-record';
import { callSpec } from '../records/derive/record-catalogue';
import { defineEndpoints } from '../define-endpoints';

const n = <K extends string>(key: K) => callSpec(noticeRecord, key);

/**
 * The caller's own notices (SPEC §7 "Notices"), derived from records/notice-record.ts. The header's unread
 * list is `noticeList` with index 0, size 500, sysNoticeIsRead 0; the badge counts its rows.
 */
export const noticeEndpoints = defineEndpoints({
  noticeList: n('list'),
  noticeInfo: n('detail'),
  noticeMarkRead: n('markRead'),
  noticeDelete: n('delete'),
});
