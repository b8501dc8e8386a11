import * as t from 'io-ts';
import { NumberFromStringOrNumber, maybe } from './lenient';

/** Answer of the image upload: status 0 is success, data the file address, detail the message. */
export const UploadResponse = t.intersection([
  t.type({ status: NumberFromStringOrNumber }),
  t.partial({ data: maybe(t.string), detail: maybe(t.string) }),
]);
/** Answer of the image upload. */
export type UploadResponse = t.TypeOf<typeof UploadResponse>;
