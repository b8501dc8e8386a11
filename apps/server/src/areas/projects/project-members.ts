import { endpoints, organisationRecord, userRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../../db/sql-params';
import { answer } from '../../http/answer';
import { noPermission } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { callParams } from '../../http/call-params';
import { maskedRecord } from '../../record-types/record-masks';
import { orgScopeSql } from '../../scopes/org-scope';
import { userScopeSql } from '../../scopes/user-scope';
import { projectInScope } from '../../scopes/project-scope';


/** Users and organisations of a project, and replacing them (UpdateJoinUser, UpdateJoinOrgList). */
export function mountProjectMembers(app: FastifyInstance): void {
  mountEndpoint(
    app,
    endpoints.projectUsers,
    async (ctx) => {
      const id = callParams(endpoints.projectUsers, ctx.params).projectId;
      await projectInScope(ctx.db, ctx, id);
      const rows = await ctx.db.many<{ id: number; user_name: string; real_name: string; mobile: string; user_auth_type: number }>(
        `SELECT u.id, u.user_name, u.real_name, u.mobile, u.user_auth_type FROM users u
          WHERE u.if_del = 0 AND (u.auth_project_id = $1 OR u.id IN (SELECT user_id FROM project_users WHERE project_id = $1))
          ORDER BY u.id`,
        [id],
      );
      return rows.map((r) => maskedRecord(userRecord, { id: r.id, userName: r.user_name, realName: r.real_name, phone: r.mobile, userAuthType: r.user_auth_type }));
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    endpoints.projectOrgs,
    async (ctx) => {
      const id = callParams(endpoints.projectOrgs, ctx.params).projectId;
      await projectInScope(ctx.db, ctx, id);
      return projectOrgs(ctx, id);
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    endpoints.projectUpdateJoinUser,
    async (ctx) => {
      const { projectId: id, userIds } = callParams(endpoints.projectUpdateJoinUser, ctx.params);
      return ctx.db.tx(async (q) => {
        await projectInScope(q, ctx, id, true);
        if (userIds.length) {
          const p = new SqlParams();
          const ids = p.add(userIds);
          const cond = userScopeSql(ctx, p, 'u');
          const ok = await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE u.id = ANY(${ids}::int[]) AND u.if_del = 0 AND ${cond}`, p.values);
          if (ok?.n !== userIds.length) throw noPermission();
        }
        const before = await q.many<{ user_id: number }>('SELECT user_id FROM project_users WHERE project_id = $1 ORDER BY user_id', [id]);
        await q.exec('DELETE FROM project_users WHERE project_id = $1', [id]);
        if (userIds.length) await q.exec('INSERT INTO project_users (project_id, user_id) SELECT $1, unnest($2::int[])', [id, userIds]);
        await ctx.audit({ action: 'update-join-user', table: 'project_users', recordId: id, before: before.map((b) => b.user_id), after: userIds }, q);
        return answer({ id, userIds }, messages.saved);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    endpoints.projectUpdateJoinOrgList,
    async (ctx) => {
      const { projectId: id, orgIds } = callParams(endpoints.projectUpdateJoinOrgList, ctx.params);
      return ctx.db.tx(async (q) => {
        await projectInScope(q, ctx, id, true);
        if (orgIds.length) {
          const p = new SqlParams();
          const ids = p.add(orgIds);
          const cond = orgScopeSql(ctx, p, 'o');
          const ok = await q.one<{ n: number }>(`SELECT count(*)::int AS n FROM organisations o WHERE o.id = ANY(${ids}::int[]) AND o.if_del = 0 AND ${cond}`, p.values);
          if (ok?.n !== orgIds.length) throw noPermission();
        }
        const before = await q.many<{ org_id: number }>('SELECT org_id FROM project_orgs WHERE project_id = $1 ORDER BY org_id', [id]);
        await q.exec('DELETE FROM project_orgs WHERE project_id = $1', [id]);
        if (orgIds.length) await q.exec('INSERT INTO project_orgs (project_id, org_id) SELECT $1, unnest($2::int[])', [id, orgIds]);
        await ctx.audit({ action: 'update-join-org', table: 'project_orgs', recordId: id, before: before.map((b) => b.org_id), after: orgIds }, q);
        return answer({ id, orgIds }, messages.saved);
      });
    },
    { skipDecode: true },
  );
}

/** Organisations taking part in project `id` (linked, or filed under the project). */
export async function projectOrgs(ctx: Pick<EndpointContext, 'db'>, id: number) {
  const rows = await ctx.db.many<{ id: number; org_name: string; org_type: number; contactor: string; contact_phone: string; credit_code: string }>(
    `SELECT o.id, o.org_name, o.org_type, o.contactor, o.contact_phone, o.credit_code FROM organisations o
      WHERE o.if_del = 0 AND (o.project_id = $1 OR o.id IN (SELECT org_id FROM project_orgs WHERE project_id = $1))
      ORDER BY o.id`,
    [id],
  );
  return rows.map((r) =>
    maskedRecord(organisationRecord, { id: r.id, orgName: r.org_name, orgType: r.org_type, contactor: r.contactor, contactPhone: r.contact_phone, creditCode: r.credit_code }),
  );
}
