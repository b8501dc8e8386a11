import * as t from 'io-ts';
import { maybe } from './lenient';

/** What the equipment record viewer reads (SPEC §2.9, §7): the device type and the four lists. */
export const EquipmentRecordDetail = t.partial({
  deviceType: maybe(t.string),
  otherList: maybe(t.string),
  machineryList: maybe(t.string),
  repairList: maybe(t.string),
  maintainList: maybe(t.string),
});
/** What the equipment record viewer reads. */
export type EquipmentRecordDetail = t.TypeOf<typeof EquipmentRecordDetail>;
