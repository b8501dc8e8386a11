import { supervisionRecordRecord } from '@worksite/contract';
import { noPermission, invalid } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { sentDeclared } from '../../record-types/record-values';
import { messages } from '../../shared/messages';
import { projectDocumentHooks } from '../projects/project-document-records';

const asRecord = projectDocumentHooks(supervisionRecordRecord);

/**
 * 监管记录 (docs/decisions/0433). 新增: as a project record (the project in the caller's scope gives the record its
 * company and district; dates checked), written by the caller's session company — the inspector, named on the
 * record; the deadline is not before the check. 整改完成 is the project side's, 复查 the inspecting company's (both
 * declared as the moves' actors); 复查不通过 says why.
 */
export const supervisionRecordHooks: RecordHooks = {
  async beforeWrite(values, ctx, q, existing) {
    await asRecord.beforeWrite!(values, ctx, q, existing);
    const inspector = ctx.session.companyId;
    if (inspector === null) throw noPermission();
    const company = await q.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [inspector]);
    values.set('inspector_company_id', inspector);
    values.set('inspector_name', company?.name ?? '');
    const check = values.get('check_date');
    const deadline = values.get('deadline');
    if (typeof check === 'string' && typeof deadline === 'string' && deadline < check) throw invalid(messages.supervisionDeadlineBeforeCheck);
  },
  // Who may rectify and who may review is declared on the moves (actor, docs/decisions/0417).
  beforeTransition({ transition }, ctx) {
    if (transition.call === 'rectify') return { rectified_at: new Date() };
    if (transition.to === 0 && sentDeclared(supervisionRecordRecord, 'reviewNote', ctx.params) === undefined) throw invalid(messages.supervisionReviewNoteRequired);
    return transition.to === 0 ? { reviewed_at: new Date(), rectified_at: null } : { reviewed_at: new Date() };
  },
  toClient: asRecord.toClient,
};
