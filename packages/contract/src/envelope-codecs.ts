import * as t from 'io-ts';
import { LOGIN_SUCCESS_STATUS, TOKEN_SUCCESS_CODE, UPLOAD_SUCCESS_STATUS } from './constants';
import { ListPage } from './codecs/list-response';
import type { EnvelopeKind } from './endpoint';

/**
 * The answers as codecs (docs/decisions/0570): what `successBody` and the server's failure body write, per
 * envelope kind, so the API reference's response schemas come from codecs like every other schema. Extra
 * top-level fields a call adds pass (io-ts types are open).
 */

/** A successful answer of envelope `kind` whose `data` is `data` (a `list`: an array of `data` rows, and the page). */
export function successEnvelope(kind: EnvelopeKind, data: t.Mixed): t.Mixed {
  switch (kind) {
    case 'status1':
      return t.type({ status: t.literal(LOGIN_SUCCESS_STATUS), detail: t.string, data }, 'Status1Answer');
    case 'code0':
      return t.type({ code: t.literal(TOKEN_SUCCESS_CODE), msg: t.string, data }, 'Code0Answer');
    case 'status0':
      return t.type({ status: t.literal(UPLOAD_SUCCESS_STATUS), detail: t.string, data }, 'Status0Answer');
    case 'list':
      return t.type({ code: t.literal(200), status: t.literal(1), msg: t.string, detail: t.string, data: t.array(data), page: ListPage }, 'ListAnswer');
    case 'data':
    case 'file':
      return t.type({ code: t.literal(200), status: t.literal(1), msg: t.string, detail: t.string, data }, 'DataAnswer');
  }
}

/**
 * A refusal, in any envelope: the message under `msg`, `detail` and `message`; `code` the refusal's code (401
 * no session, 402 没有权限 or outside the data scope, 400 invalid input, …; absent on a status1/status0 business
 * refusal such as a wrong password); `error_description` on 400s; `data` where the refusal carries details
 * (every row error of an import).
 */
export const Refusal = t.intersection(
  [
    t.type({ status: t.number, msg: t.string, detail: t.string, message: t.string }),
    t.partial({ code: t.number, error_description: t.string, data: t.unknown }),
  ],
  'Refusal',
);
export type Refusal = t.TypeOf<typeof Refusal>;
