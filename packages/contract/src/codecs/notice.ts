import * as t from 'io-ts';
import { NumberFromStringOrNumber, NumberIn, StringFromStringOrNumber, maybe } from './lenient';

/** Read flag of a notice: 0 unread, 1 read (the unread list asks for sysNoticeIsRead 0). */
export const NoticeReadFlag = NumberIn('NoticeReadFlag', [0, 1] as const);
/** Read flag of a notice. */
export type NoticeReadFlag = t.TypeOf<typeof NoticeReadFlag>;

/** Kinds of notice (docs/decisions/0041): 1 system message, 2 alarm, 3 broadcast. */
export const NoticeType = NumberIn('NoticeType', [1, 2, 3] as const);
/** Kind of notice. */
export type NoticeType = t.TypeOf<typeof NoticeType>;

/** A message or alarm notice (field list not in SPEC; chosen in docs/decisions/0041). */
export const Notice = t.intersection([
  t.type({ id: NumberFromStringOrNumber, title: t.string }),
  t.partial({
    content: maybe(t.string),
    noticeType: maybe(NoticeType),
    sysNoticeIsRead: maybe(NoticeReadFlag),
    createTime: maybe(t.string),
    senderName: maybe(t.string),
    companyId: maybe(NumberFromStringOrNumber),
    projectId: maybe(NumberFromStringOrNumber),
    /** Alarm level for alarm notices (lookup `alarmLevel`). */
    alarmLevel: maybe(NumberFromStringOrNumber),
    linkUrl: maybe(StringFromStringOrNumber),
  }),
]);
/** A message or alarm notice. */
export type Notice = t.TypeOf<typeof Notice>;

/** The answer of deleting (hiding) notices for the caller: the ids it names. */
export const NoticeIds = t.type({ ids: t.array(NumberFromStringOrNumber) }, 'NoticeIds');
/** The ids of the notices a call hid or marked. */
export type NoticeIds = t.TypeOf<typeof NoticeIds>;
