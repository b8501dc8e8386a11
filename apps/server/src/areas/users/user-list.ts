import { endpoints, userRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { strWhereSql } from '../../record-types/record-query';
import { callParams, text } from '../../http/call-params';
import { userParam } from './user-fields';
import { pageAnswer, paging } from '../../http/list-paging';
import { userScopeSql } from '../../scopes/user-scope';

interface ListRow {
  id: number;
  user_name: string;
  real_name: string;
  mobile: string;
  email: string;
  user_auth_type: number;
  is_system_admin: boolean;
  audit_status: number;
  status: number;
  create_time: Date;
  company_id: number | null;
  company_name: string | null;
  department_id: number | null;
  department_name: string | null;
  role_ids: string | null;
  role_names: string | null;
}

const canAudit = (ctx: EndpointContext) => ctx.scope.kind === 'companies' && ctx.grants.has({ page: 'systemManage', subPage: 'user', button: 'audit' });

/** The users a caller lists: those of its scope, plus registrations awaiting audit (no company yet) for auditors. */
export function userListScopeSql(ctx: EndpointContext, p: SqlParams, alias: string): string {
  const pending = canAudit(ctx) ? ` OR (${alias}.audit_status <> 2 AND NOT EXISTS (SELECT 1 FROM user_companies x WHERE x.user_id = ${alias}.id))` : '';
  return `(${userScopeSql(ctx, p, alias)}${pending})`;
}

/** QueryUserList: users of the caller's scope (plus registrations awaiting audit for auditors), filtered, paged. */
export function mountUserList(app: FastifyInstance): void {
  mountEndpoint(
    app,
    endpoints.userList,
    async (ctx) => {
      const { pageIndex, pageSize, offset } = paging(ctx.params);
      const p = new SqlParams();
      const where = ['u.if_del = 0', userListScopeSql(ctx, p, 'u')];
      if (ctx.params.strWhere !== undefined && typeof ctx.params.strWhere !== 'string') throw invalid(messages.invalidStrWhere);
      where.push(...strWhereSql(userRecord, text(ctx.params.strWhere), p, 'u'));
      const sent = callParams(endpoints.userList, ctx.params);
      const keyword = sent.keyword;
      if (keyword) {
        const k = p.add(keyword);
        where.push(`(strpos(u.user_name, ${k}) > 0 OR strpos(u.real_name, ${k}) > 0 OR strpos(u.mobile, ${k}) > 0)`);
      }
      const audit = text(userParam(ctx.params, 'auditStatus'));
      if (audit !== '') {
        if (!/^[0-3]$/.test(audit)) throw invalid(messages.auditStatusInvalid);
        where.push(`u.audit_status = ${p.add(Number(audit))}`);
      }
      const companyId = sent.companyId;
      if (companyId !== undefined) where.push(`EXISTS (SELECT 1 FROM user_companies y WHERE y.user_id = u.id AND y.company_id = ${p.add(companyId)})`);
      const departmentId = sent.departmentId;
      if (departmentId !== undefined) where.push(`EXISTS (SELECT 1 FROM user_companies z WHERE z.user_id = u.id AND z.department_id = ${p.add(departmentId)})`);
      const whereSql = where.join(' AND ');
      const n = p.values.length;
      const session = p.add(ctx.session.companyId);
      const rows = await ctx.db.many<ListRow>(
        `SELECT u.id, u.user_name, u.real_name, u.mobile, u.email, u.user_auth_type, u.is_system_admin, u.audit_status, u.status,
                u.create_time, m.company_id, c.name AS company_name, m.department_id, d.name AS department_name,
                (SELECT string_agg(r.id::text, ',' ORDER BY r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.if_del = 0
                  WHERE ur.user_id = u.id AND ur.company_id = m.company_id) AS role_ids,
                (SELECT string_agg(r.name, ',' ORDER BY r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.if_del = 0
                  WHERE ur.user_id = u.id AND ur.company_id = m.company_id) AS role_names
           FROM users u
           LEFT JOIN LATERAL (SELECT uc.company_id, uc.department_id FROM user_companies uc WHERE uc.user_id = u.id
                               ORDER BY (uc.company_id = ${session}::int) DESC NULLS LAST, (uc.company_id = u.default_company_id) DESC NULLS LAST, uc.company_id
                               LIMIT 1) m ON true
           LEFT JOIN companies c ON c.id = m.company_id
           LEFT JOIN departments d ON d.id = m.department_id
          WHERE ${whereSql}
          ORDER BY u.id DESC LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`,
        p.values,
      );
      const count = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE ${whereSql}`, p.values.slice(0, n));
      return pageAnswer(
        rows.map((r) => ({
          id: r.id,
          userName: r.user_name,
          realName: r.real_name,
          phone: r.mobile,
          email: r.email,
          companyId: r.company_id,
          companyName: r.company_name ?? '',
          departmentId: r.department_id,
          departmentName: r.department_name ?? '',
          roleIds: r.role_ids ?? '',
          roleNames: r.role_names ?? '',
          userAuthType: r.user_auth_type,
          isSystemAdmin: r.is_system_admin,
          auditStatus: r.audit_status,
          status: r.status,
          createTime: r.create_time.toISOString(),
        })),
        pageIndex,
        pageSize,
        count?.n ?? 0,
      );
    },
    { skipDecode: true },
  );
}
