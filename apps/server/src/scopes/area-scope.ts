import { scopeCondition } from '../auth/data-scope';
import type { Queryable } from '../db/database';
import { SqlParams } from '../db/sql-params';
import { invalid, noPermission } from '../http/api-error';
import type { EndpointContext } from '../http/mount-endpoint';
import { messages } from '../shared/messages';

/**
 * The 管理区域 a project may name (docs/decisions/0430): a live area (else 400) the caller's scope covers (else
 * 402) of the project's company or a company above it — a group's areas serve its subsidiaries' projects, a
 * subsidiary's do not serve its parent's or a sister's (else 400).
 */
export async function checkProjectArea(q: Queryable, ctx: Pick<EndpointContext, 'scope'>, areaId: number, projectCompanyId: number): Promise<void> {
  const p = new SqlParams();
  const idp = p.add(areaId);
  const inScope = scopeCondition(ctx.scope, { table: 'areas', company: 'company_id' }, p, 'a');
  const companyp = p.add(projectCompanyId);
  const row = await q.one<{ in_scope: boolean; above: boolean }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, 1 AS depth FROM companies WHERE id = ${companyp}
       UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM companies c JOIN up ON c.id = up.parent_id WHERE up.depth < 10)
     SELECT (${inScope}) AS in_scope, a.company_id IN (SELECT id FROM up) AS above
       FROM areas a WHERE a.id = ${idp} AND a.if_del = 0`,
    p.values,
  );
  if (!row) throw invalid(messages.projectAreaMissing);
  if (!row.in_scope) throw noPermission();
  if (!row.above) throw invalid(messages.projectAreaOtherCompany);
}
