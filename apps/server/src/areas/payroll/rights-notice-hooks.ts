import { rightsNoticeRecord } from '@worksite/contract';
import { conflict } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { numbersToClient } from '../../record-types/record-column-text';
import { messages } from '../../shared/messages';
import { rowProject, withSessionProject } from '../../scopes/project-row';

/** 维权告示牌 (docs/decisions/0684): the project in scope (the session's by default), one live notice per project. */
export const rightsNoticeHooks: RecordHooks = {
  prepareParams: (params, ctx, existing) => withSessionProject({ ...params }, ctx, existing),
  async beforeWrite(values, ctx, q, existing) {
    const projectId = await rowProject(values, ctx, q, existing);
    if (!values.has('project_id')) return;
    const taken = await q.one('SELECT 1 FROM rights_notices WHERE project_id = $1 AND if_del = 0 AND id <> $2', [projectId, existing?.id ?? 0]);
    if (taken) throw conflict(messages.rightsNoticeTaken);
  },
  toClient: numbersToClient(rightsNoticeRecord),
};
