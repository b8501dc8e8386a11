import type { RecordHooks } from '../../record-types/mount-record-type';
import { SqlParams } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import { administeredCompanySql } from '../../scopes/company-scope';
import { messages } from '../../shared/messages';

/**
 * 监视企业 (docs/decisions/0432): 新增 watches a live company the caller administers — the companies 用户管理's
 * 监视公司 dialog offers (user-watched-companies.ts) — once; the row is the caller's own (the generic create sets
 * user_id). 删除 is the generic delete of the caller's row; the watched_companies trigger makes the caller's next
 * request compute grants and scope afresh, as the dialog's save does.
 */
export const monitoredCompanyHooks: RecordHooks = {
  async beforeWrite(values, ctx, q) {
    const companyId = Number(values.get('company_id'));
    const p = new SqlParams();
    const idp = p.add(companyId);
    const offered = await q.one(`SELECT 1 FROM companies c WHERE c.id = ${idp} AND c.if_del = 0 AND ${administeredCompanySql(ctx, p, 'c.id')}`, p.values);
    if (!offered) throw invalid(messages.watchedCompanyOutOfScope);
    if (await q.one('SELECT 1 FROM watched_companies WHERE user_id = $1 AND company_id = $2', [ctx.user.id, companyId])) throw invalid(messages.watchedCompanyTwice);
  },
};
