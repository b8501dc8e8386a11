import { bankAccountRecord, sentFieldValue } from '@worksite/contract';
import { maskIdCard } from '@worksite/validators';
import type { FastifyInstance } from 'fastify';
import { idCardKeysOf } from '../../config/id-card-keys';
import type { Queryable } from '../../db/database';
import { conflict, invalid } from '../../http/api-error';
import type { RecordMountOptions } from '../../record-types/mount-record-type';
import { declaredField } from '../../record-types/record-values';
import { encryptIdCard } from '../../shared/id-card-secrets';
import { messages } from '../../shared/messages';
import { rowProject, withSessionProject, written } from '../../scopes/project-row';

const accountNo = declaredField(bankAccountRecord, 'accountNo');
/** What a change of these columns sends back to the bank: 已提交申请 again. */
const BANK_COLUMNS = ['worker_id', 'bank_name', 'project_id'];
const SUBMITTED = 1;
const CONFIRMED = 2;

/** The roster's 银行账户状态 of `workerId` follows its account's status (docs/decisions/0681). */
async function rosterFollows(q: Queryable, workerId: unknown, status: unknown): Promise<void> {
  await q.exec('UPDATE workers SET bank_account_status = $2 WHERE id = $1 AND bank_account_status <> $2', [Number(workerId), Number(status)]);
}

/**
 * 银行账户 beside the generic mount (docs/decisions/0681): the project in scope (the session's by default), the
 * worker one of its roster with no other live account, the holder the worker's name; the number (12–30 digits)
 * kept as cipher + mask and never answered whole; a change of worker, bank or number is submitted again (status
 * 1, reason cleared); 银行确认 stamps the time; the roster's status follows every save and move.
 */
export function bankAccountMount(app: FastifyInstance): RecordMountOptions {
  const keys = idCardKeysOf(app.worksite.config);
  return {
    hooks: {
      prepareParams(params, ctx, existing) {
        const out = withSessionProject({ ...params }, ctx, existing);
        // An edit form filled from the masked answer sends the mask back: no change of the number.
        if (existing && sentFieldValue(out, accountNo) === existing.account_no_masked) for (const name of ['accountNo', 'account_no_masked']) delete out[name];
        return out;
      },
      async beforeWrite(values, ctx, q, existing) {
        const projectId = await rowProject(values, ctx, q, existing);
        if (values.has('worker_id') || values.has('project_id')) {
          const workerId = Number(written(values, existing, 'worker_id'));
          const worker = await q.one<{ worker_name: string }>('SELECT worker_name FROM workers WHERE id = $1 AND project_id = $2 AND if_del = 0', [workerId, projectId]);
          if (!worker) throw invalid(messages.payrollWorkerNotInProject);
          const taken = await q.one('SELECT 1 FROM bank_accounts WHERE project_id = $1 AND worker_id = $2 AND if_del = 0 AND id <> $3', [projectId, workerId, existing?.id ?? 0]);
          if (taken) throw conflict(messages.bankAccountTaken);
          values.set('holder_name', worker.worker_name);
        }
        const number = values.get('account_no_masked');
        if (typeof number === 'string') {
          const digits = number.replace(/\s+/g, '');
          if (!/^\d{12,30}$/.test(digits)) throw invalid(messages.bankAccountNoInvalid);
          values.set('account_no_cipher', encryptIdCard(keys, digits));
          values.set('account_no_masked', maskIdCard(digits));
        }
        // A number sent is a change even when its mask is the stored one (same first and last 4 digits).
        if (!existing || values.has('account_no_cipher') || BANK_COLUMNS.some((c) => values.has(c) && String(values.get(c)) !== String(existing[c]))) {
          values.set('status', SUBMITTED);
          values.set('reject_reason', '');
          values.set('confirm_time', null);
        }
      },
      async afterWrite(row, _ctx, q, before) {
        if (before !== undefined && before.worker_id !== row.worker_id) await rosterFollows(q, before.worker_id, SUBMITTED);
        await rosterFollows(q, row.worker_id, row.status);
      },
      beforeTransition(move) {
        return move.transition.to === CONFIRMED ? { confirm_time: new Date(), reject_reason: '' } : { confirm_time: null };
      },
      async afterTransition({ after }, _ctx, q) {
        await rosterFollows(q, after.worker_id, after.status);
      },
      auditRow(row) {
        const { account_no_cipher: _, ...kept } = row;
        return kept;
      },
    },
  };
}
