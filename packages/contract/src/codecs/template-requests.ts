import * as t from 'io-ts';
import { WID } from '../constants';
import { NumberFromStringOrNumber, NumberLiteral } from './lenient';

/** Template list: caller, strWhere (company and not-deleted filter), size, index (SPEC §7). */
export const TemplateListParams = t.type({
  user_id: NumberFromStringOrNumber,
  strWhere: t.string,
  size: NumberFromStringOrNumber,
  index: NumberFromStringOrNumber,
});
/** Template list parameters. */
export type TemplateListParams = t.TypeOf<typeof TemplateListParams>;

/** Template delete: caller, template id, if_del 1. */
export const TemplateDeleteParams = t.type({
  user_id: NumberFromStringOrNumber,
  rec_id: NumberFromStringOrNumber,
  if_del: NumberLiteral(1),
});
/** Template delete parameters. */
export type TemplateDeleteParams = t.TypeOf<typeof TemplateDeleteParams>;

/** Template detail: template id and caller. */
export const TemplateDetailParams = t.type({ rec_id: NumberFromStringOrNumber, user_id: NumberFromStringOrNumber });
/** Template detail parameters. */
export type TemplateDetailParams = t.TypeOf<typeof TemplateDetailParams>;

/** Equipment record detail: record id, caller, wid 11, fromplat minapp (SPEC §7). */
export const EquipmentRecordDetailParams = t.type({
  rec_id: NumberFromStringOrNumber,
  user_id: NumberFromStringOrNumber,
  wid: NumberLiteral(WID),
  fromplat: t.literal('minapp'),
});
/** Equipment record detail parameters. */
export type EquipmentRecordDetailParams = t.TypeOf<typeof EquipmentRecordDetailParams>;
