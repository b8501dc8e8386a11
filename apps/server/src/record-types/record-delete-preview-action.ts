import { DELETE_PREVIEW_CALL, callName, deleteOutcome } from '@worksite/contract';
import { mountEndpoint } from '../http/mount-endpoint';
import { recordId } from './record-id';
import { catalogueEndpoint, type RecordMount } from './record-mount-context';
import { countDependants, rowName } from './record-relations';

/**
 * The delete preview of a type with relations (`${alias}DeletePreview`, docs/decisions/0511), mounted with its
 * delete: the record (live, in the caller's scope, as the delete finds it) by name, the live records of each
 * relation that has any, and the refusal the delete would answer or the confirm naming what goes with it — the
 * counts the delete itself reads, so the web's confirm says what the server will do.
 */
export function mountDeletePreviewAction(m: RecordMount): void {
  const api = m.rt.api;
  const call = api?.more?.[DELETE_PREVIEW_CALL];
  if (!api || !call) return;
  mountEndpoint(m.app, catalogueEndpoint(m.rt, callName(api, call)), async (ctx) => {
    const id = recordId(ctx.params, m.rt);
    const row = await m.loadInScope(ctx.db, ctx, id);
    const name = rowName(m.rt, row);
    const dependants = (await countDependants(m.rt, ctx.db, id)).filter((d) => d.count > 0);
    return { name, dependants, ...deleteOutcome(m.rt, name, dependants) };
  }, { skipDecode: true });
}
