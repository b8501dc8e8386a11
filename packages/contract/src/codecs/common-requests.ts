import * as t from 'io-ts';
import { NumberFromStringOrNumber, StringFromStringOrNumber, maybe } from './lenient';

/** Paging parameters: page index (0 or 1 based as the call says) and size. */
export const PageParams = t.type({ index: NumberFromStringOrNumber, size: NumberFromStringOrNumber });
/** Paging parameters. */
export type PageParams = t.TypeOf<typeof PageParams>;

/** Parameters of a list call: paging plus an optional strWhere filter and the caller's id. */
export const ListParams = t.intersection([
  PageParams,
  t.partial({
    strWhere: maybe(t.string),
    user_id: maybe(NumberFromStringOrNumber),
    /** Sort column and direction, e.g. `create_time desc` (whitelisted by the record type). */
    orderBy: maybe(t.string),
  }),
]);
/** Parameters of a list call. */
export type ListParams = t.TypeOf<typeof ListParams>;

/** A record id (`rec_id`) with the caller's id: detail calls. */
export const RecordIdParams = t.intersection([
  t.type({ rec_id: NumberFromStringOrNumber }),
  t.partial({ user_id: maybe(NumberFromStringOrNumber) }),
]);
/** A record id with the caller's id. */
export type RecordIdParams = t.TypeOf<typeof RecordIdParams>;

/** A path `:id` parameter. */
export const IdParams = t.type({ id: NumberFromStringOrNumber });
/** A path id parameter. */
export type IdParams = t.TypeOf<typeof IdParams>;

/** Header project list: index 0, size 500, the caller's id. */
export const UserProjectListParams = t.intersection([PageParams, t.type({ user_id: NumberFromStringOrNumber })]);
/** Header project list parameters. */
export type UserProjectListParams = t.TypeOf<typeof UserProjectListParams>;

/** Dictionary group list (SelectTableField): size 999, index 0, table, field, value, filter. */
export const DictionaryGroupParams = t.intersection([
  PageParams,
  t.type({ tableName: t.string, fieldName: t.string }),
  t.partial({ fieldValue: maybe(StringFromStringOrNumber), strWhere: maybe(t.string) }),
]);
/** Dictionary group list parameters. */
export type DictionaryGroupParams = t.TypeOf<typeof DictionaryGroupParams>;

/** Dictionary entries of one type (SysDictionary/GetListByType). */
export const DictionaryTypeParams = t.type({ type: StringFromStringOrNumber });
/** Dictionary type parameter. */
export type DictionaryTypeParams = t.TypeOf<typeof DictionaryTypeParams>;

/** Form fields of the image upload besides the file: upload kind (`userinfo` for avatars) and file name. */
export const UploadFields = t.intersection([
  t.type({ upload_type: t.string }),
  t.partial({ file_name: maybe(t.string) }),
]);
/** Form fields of the image upload. */
export type UploadFields = t.TypeOf<typeof UploadFields>;

/** Notice list: paging plus an optional read flag (0 = the unread list of the header badge). */
export const NoticeListParams = t.intersection([
  PageParams,
  t.partial({ sysNoticeIsRead: maybe(NumberFromStringOrNumber), noticeType: maybe(NumberFromStringOrNumber) }),
]);
/** Notice list parameters. */
export type NoticeListParams = t.TypeOf<typeof NoticeListParams>;

/** One notice by id (info, mark read, delete). */
export const NoticeIdParams = t.type({ id: NumberFromStringOrNumber });
/** One notice by id. */
export type NoticeIdParams = t.TypeOf<typeof NoticeIdParams>;
