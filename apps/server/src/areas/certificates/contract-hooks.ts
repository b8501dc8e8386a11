import { labourContractRecord } from '@worksite/contract';
import { conflict, invalid } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { numbersToClient } from '../../record-types/record-column-text';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { messages } from '../../shared/messages';
import { takeProject, written } from '../../scopes/project-row';
import { takeWorkersProject } from './certificate-hooks';
import { filledTemplate } from './contract-text';

const LABOUR_SUBCONTRACT = 6;
const DRAFT = 1;
const SIGNED = 2;
const ENDED = 3;

/** 合同模板 (docs/decisions/0651): the project in scope, its company copied. */
export const contractTemplateHooks: RecordHooks = {
  async beforeWrite(values, ctx, q) {
    if (values.has('project_id')) await takeProject(values, ctx, q, Number(values.get('project_id')));
  },
};

const named = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * 合同台账 (docs/decisions/0652): the row takes its worker's project (in scope); the template one of that project,
 * the employer a 劳务分包 organisation of its company; one contract not yet ended per worker and project
 * (`该工人已有未终止的合同`, 409); only a draft is edited or deleted. 签订 writes 签订时间 and freezes the filled
 * text (a template is needed); 终止 writes 终止时间.
 */
export const labourContractHooks: RecordHooks = {
  async beforeWrite(values, ctx, q, existing) {
    checkLookupCodes(labourContractRecord, values);
    if (existing !== undefined && Number(existing.status) !== DRAFT) throw invalid(messages.contractNotDraft);
    const projectId = values.has('worker_id') ? await takeWorkersProject(values, ctx, q) : Number(existing?.project_id);
    const companyId = Number(values.get('company_id') ?? existing?.company_id);
    const template = written(values, existing, 'template_id');
    if (named(template) && (values.has('template_id') || values.has('worker_id'))) {
      const row = await q.one('SELECT 1 FROM contract_templates WHERE id = $1 AND project_id = $2 AND if_del = 0', [Number(template), projectId]);
      if (!row) throw invalid(messages.contractTemplateNotInProject);
    }
    const employer = written(values, existing, 'employer_id');
    if (named(employer) && (values.has('employer_id') || values.has('worker_id'))) {
      const org = await q.one('SELECT 1 FROM organisations WHERE id = $1 AND company_id = $2 AND org_type = $3 AND if_del = 0', [Number(employer), companyId, LABOUR_SUBCONTRACT]);
      if (!org) throw invalid(messages.contractEmployerNotLabour);
    }
    if (values.has('worker_id')) {
      const open = await q.one(
        'SELECT 1 FROM labour_contracts WHERE project_id = $1 AND worker_id = $2 AND status IN (1, 2) AND if_del = 0 AND id <> $3',
        [projectId, Number(values.get('worker_id')), Number(existing?.id ?? 0)],
      );
      if (open) throw conflict(messages.contractOpenExists);
    }
  },
  beforeDelete(row) {
    if (Number(row.status) !== DRAFT) throw invalid(messages.contractNotDraftUndeletable);
  },
  async beforeTransition(move, _ctx, q) {
    if (move.transition.to === SIGNED) {
      // 签订时间 first, so the frozen text's 签订日期 is the signing day (site time).
      await q.exec('UPDATE labour_contracts SET signed_at = now() WHERE id = $1', [move.before.id]);
      return { signed_body: await filledTemplate(q, Number(move.before.id)) };
    }
    if (move.transition.to === ENDED) {
      await q.exec('UPDATE labour_contracts SET ended_at = now() WHERE id = $1', [move.before.id]);
    }
  },
  toClient: numbersToClient(labourContractRecord),
};
