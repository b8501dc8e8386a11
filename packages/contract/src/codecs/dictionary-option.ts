import * as t from 'io-ts';
import { NumberFromStringOrNumber, maybe } from './lenient';

/** One option of a dictionary group list (device types, project names): order number and text. */
export const DictionaryOption = t.intersection([
  t.type({ selContent: t.string }),
  t.partial({ xuHao: maybe(NumberFromStringOrNumber) }),
]);
/** One option of a dictionary group list. */
export type DictionaryOption = t.TypeOf<typeof DictionaryOption>;
