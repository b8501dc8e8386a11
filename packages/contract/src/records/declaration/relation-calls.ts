import type { RecordDeclaration, ServedApi, ServedCall } from './record-declaration';
import { DELETE_PREVIEW_CALL, DeletePreview } from './relations';

/**
 * The delete preview call a declaration with relations and a delete call gets (`GET prefix/DeletePreview?id=`, the id
 * read as the delete reads it; guarded by the delete button): what the delete would refuse or take with it, counted by the server from the
 * declared relations, so the web's confirm says what the server will do (docs/decisions/0511).
 */
export function withRelationCalls(declaration: RecordDeclaration, api: ServedApi): ServedApi {
  if (!declaration.relations?.length || api.calls.delete === undefined) return api;
  const preview: ServedCall = {
    name: `${api.alias}DeletePreview`,
    method: 'GET',
    action: 'DeletePreview',
    button: 'delete',
    response: DeletePreview,
    summary: `删除${declaration.title}前：其下仍有的记录及删除时的处理（拒绝或一并删除）`,
  };
  return { ...api, more: { ...api.more, [DELETE_PREVIEW_CALL]: preview } };
}
