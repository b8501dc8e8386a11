import { recordMessages, sentFieldValue, workerRecord } from '@worksite/contract';
import { maskIdCard } from '@worksite/validators';
import type { FastifyInstance } from 'fastify';
import { idCardKeysOf } from '../../config/id-card-keys';
import type { Queryable } from '../../db/database';
import { conflict, invalid } from '../../http/api-error';
import type { RecordMountOptions } from '../../record-types/mount-record-type';
import { dateColumnText } from '../../record-types/record-dates';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { declaredField } from '../../record-types/record-values';
import { projectInScope } from '../../scopes/project-scope';
import { encryptIdCard, hashIdCard, idCardFacts } from '../../shared/id-card-secrets';
import { messages } from '../../shared/messages';
import { rosterFlagHooks } from '../certificates/roster-flags';

const idCard = declaredField(workerRecord, 'idCard');
const exitDate = declaredField(workerRecord, 'exitDate');
const LABOUR_SUBCONTRACT = 6;
/** Columns the audit log never keeps: the hash and the cipher of the ID number. */
const SECRET_COLUMNS = ['id_card_hash', 'id_card_cipher'];

/** The reason of a live 黑名单 entry of `companyId` naming the person whose number hashes to `hash`, if any. */
async function blacklistReason(q: Queryable, companyId: number, hash: string): Promise<string | undefined> {
  const row = await q.one<{ reason: string }>(
    `SELECT reason FROM blacklist_entries
      WHERE company_id = $1 AND id_number_hash = $2 AND subject_type = 1 AND status = 1 AND if_del = 0 ORDER BY id LIMIT 1`,
    [companyId, hash],
  );
  return row?.reason;
}

/**
 * 人员花名册 beside the generic mount (docs/decisions/0630–0633): the current project by default, the project's
 * company, an ID number sent whole kept as hash + cipher + mask (gender, birth date and year derived), refused when
 * the project has it already (身份证号已存在, 409) or the company's 黑名单 lists it (with the reason), an employer
 * that is a 劳务分包 organisation of the company; the 退场 move's date not before the entry; audit rows without the
 * hash and cipher.
 */
export function workerMount(app: FastifyInstance): RecordMountOptions {
  const keys = idCardKeysOf(app.worksite.config);
  return {
    hooks: {
      // 合同 and 证书 flags of the roster (docs/decisions/0654).
      ...rosterFlagHooks,
      prepareParams(params, ctx, existing) {
        const out = { ...params };
        if (!existing && sentFieldValue(out, declaredField(workerRecord, 'projectId')) === undefined && ctx.session.projectId) out.projectId = ctx.session.projectId;
        // An edit form filled from the masked answer sends the mask back: no change of the number.
        if (existing && sentFieldValue(out, idCard) === existing.id_card_masked) for (const name of ['idCard', 'id_card_masked']) delete out[name];
        return out;
      },
      async beforeWrite(values, ctx, q, existing) {
        checkLookupCodes(workerRecord, values);
        // An imported row names no project: the session's current one, as the form's default.
        if (!existing && (values.get('project_id') ?? null) === null) {
          if (!ctx.session.projectId) throw invalid(recordMessages.projectRequired);
          values.set('project_id', ctx.session.projectId);
        }
        const projectId = values.get('project_id');
        if (projectId !== undefined && projectId !== null) values.set('company_id', (await projectInScope(q, ctx, Number(projectId))).company_id);
        const companyId = Number(values.get('company_id') ?? existing?.company_id);
        const employer = values.get('employer_id');
        if (employer !== undefined && employer !== null) {
          const org = await q.one('SELECT 1 FROM organisations WHERE id = $1 AND company_id = $2 AND org_type = $3 AND if_del = 0', [employer, companyId, LABOUR_SUBCONTRACT]);
          if (!org) throw invalid(messages.workerEmployerNotLabour);
        }
        // 门禁卡号 (docs/decisions/0660): one per project among live workers, refused before the unique index would.
        const card = values.get('access_card_no');
        if (typeof card === 'string' && card.trim() !== '') {
          const holder = await q.one('SELECT 1 FROM workers WHERE project_id = $1 AND access_card_no = $2 AND if_del = 0 AND id <> $3',
            [Number(values.get('project_id') ?? existing?.project_id), card.trim(), existing?.id ?? 0]);
          if (holder) throw conflict(messages.accessCardTaken);
        }
        const id = values.get('id_card_masked');
        if (typeof id !== 'string') return;
        const hash = hashIdCard(keys, id);
        const reason = await blacklistReason(q, companyId, hash);
        if (reason !== undefined) throw invalid(messages.workerBlacklisted(reason));
        const project = Number(values.get('project_id') ?? existing?.project_id);
        const taken = await q.one('SELECT 1 FROM workers WHERE project_id = $1 AND id_card_hash = $2 AND if_del = 0 AND id <> $3', [project, hash, existing?.id ?? 0]);
        if (taken) throw conflict(recordMessages.keyTaken(idCard.label));
        const facts = idCardFacts(id);
        values.set('id_card_hash', hash);
        values.set('id_card_cipher', encryptIdCard(keys, id));
        values.set('id_card_masked', maskIdCard(id.trim().toUpperCase()));
        values.set('gender', facts.gender);
        values.set('birth_date', facts.birthDate);
        values.set('birth_year', facts.birthYear);
      },
      beforeTransition(move, ctx) {
        const sent = sentFieldValue(ctx.params, exitDate);
        if (typeof sent === 'string' && sent.trim() < String(dateColumnText(move.before.entry_date))) throw invalid(messages.workerExitBeforeEntry);
      },
      auditRow(row) {
        const kept = { ...row };
        for (const c of SECRET_COLUMNS) delete kept[c];
        return kept;
      },
    },
  };
}
