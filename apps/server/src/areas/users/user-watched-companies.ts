import { endpoints } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { SqlParams } from '../../db/sql-params';
import { answer } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { callParams } from '../../http/call-params';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { administeredCompanySql } from '../../scopes/company-scope';
import { userInScope } from '../../scopes/user-scope';
import { messages } from '../../shared/messages';

type Caller = Pick<EndpointContext, 'scope' | 'session'>;

/** Live companies the caller may offer as watched companies: the ones it administers (system admins: all). */
function offeredCompanies(q: Queryable, ctx: Caller): Promise<{ id: number; name: string }[]> {
  const p = new SqlParams();
  return q.many(`SELECT c.id, c.name FROM companies c WHERE c.if_del = 0 AND ${administeredCompanySql(ctx, p, 'c.id')} ORDER BY c.id`, p.values);
}

/** Ids of the companies `userId` watches among `offered` (the rest are another administrator's to change). */
async function watchedAmong(q: Queryable, userId: number, offered: readonly number[]): Promise<number[]> {
  const rows = await q.many<{ company_id: number }>(
    'SELECT company_id FROM watched_companies WHERE user_id = $1 AND company_id = ANY($2::int[]) ORDER BY company_id',
    [userId, offered],
  );
  return rows.map((r) => r.company_id);
}

/**
 * 监视公司 of a 用户管理 row (SPEC §6 monitor mode, docs/decisions/0344). GetWatchedCompanies answers the companies
 * the user watches and the ones the caller may offer; UpdateWatchedCompanies replaces the watched set within the
 * caller's companies (watched companies outside them are kept) — the rows 监视企业 lists and changes for the user
 * themself (areas/supervision, docs/decisions/0432). The `watched_companies` trigger bumps
 * auth_generation, so the user's next request computes grants and scope afresh (auth/access-cache.ts).
 */
export function mountUserWatchedCompanies(app: FastifyInstance): void {
  mountEndpoint(
    app,
    endpoints.userWatchedCompanies,
    async (ctx) => {
      const { id } = callParams(endpoints.userWatchedCompanies, ctx.params);
      await userInScope(ctx.db, ctx, id);
      const companies = await offeredCompanies(ctx.db, ctx);
      const companyIds = await watchedAmong(ctx.db, id, companies.map((c) => c.id));
      return answer({ id, companyIds, companies });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    endpoints.userUpdateWatchedCompanies,
    async (ctx) => {
      const sent = callParams(endpoints.userUpdateWatchedCompanies, ctx.params);
      const id = sent.id;
      const wanted = [...sent.companyIds].sort((a, b) => a - b);
      return ctx.db.tx(async (q) => {
        await userInScope(q, ctx, id);
        const offered = (await offeredCompanies(q, ctx)).map((c) => c.id);
        if (wanted.some((c) => !offered.includes(c))) throw invalid(messages.watchedCompanyOutOfScope);
        const before = await watchedAmong(q, id, offered);
        // Rows kept stay as they are (监视企业 shows each with its id and since when, docs/decisions/0432).
        await q.exec('DELETE FROM watched_companies WHERE user_id = $1 AND company_id = ANY($2::int[]) AND NOT company_id = ANY($3::int[])', [id, offered, wanted]);
        if (wanted.length) await q.exec('INSERT INTO watched_companies (user_id, company_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [id, wanted]);
        await ctx.audit({ action: 'update-watched-companies', table: 'watched_companies', recordId: id, before: { companyIds: before }, after: { companyIds: wanted } }, q);
        return answer({ id, companyIds: wanted }, messages.modified);
      });
    },
    { skipDecode: true },
  );
}
