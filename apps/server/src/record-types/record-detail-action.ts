import { mountEndpoint } from '../http/mount-endpoint';
import { recordId } from './record-id';
import { endpointOf, type RecordMount } from './record-mount-context';

/**
 * The detail action: one live row of the caller's scope (402 for another scope's). Masked fields keep their
 * full value only for a caller who may edit the type; anyone else reads them masked (docs/decisions/0310).
 */
export function mountDetailAction(m: RecordMount): void {
  const detail = endpointOf(m.rt, 'detail');
  if (!detail || !m.mounts('detail')) return;
  mountEndpoint(m.app, detail, async (ctx) => {
    const id = m.hooks.namedIds ? m.hooks.namedIds(ctx.params)[0]! : recordId(ctx.params, m.rt);
    return m.toClient(await m.loadInScope(ctx.db, ctx, id, false, true), !m.mayEdit(ctx));
  }, { skipDecode: true });
}
