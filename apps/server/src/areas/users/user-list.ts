import { endpoints } from '@worksite/contract';
import type { SqlParams } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import { callParams, text } from '../../http/call-params';
import type { EndpointContext } from '../../http/mount-endpoint';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { userScopeSql } from '../../scopes/user-scope';
import { messages } from '../../shared/messages';
import { userParam } from './user-fields';

/** A registration awaiting audit (no company yet) over `alias`. */
export const awaitingAuditSql = (alias: string) =>
  `(${alias}.audit_status <> 2 AND NOT EXISTS (SELECT 1 FROM user_companies x WHERE x.user_id = ${alias}.id))`;

const canAudit = (ctx: EndpointContext) => ctx.scope.kind === 'companies' && ctx.grants.has({ page: 'systemManage', subPage: 'user', button: 'audit' });

/** The users a caller lists: those of its scope, plus registrations awaiting audit (no company yet) for auditors. */
export function userListScopeSql(ctx: EndpointContext, p: SqlParams, alias: string): string {
  return `(${userScopeSql(ctx, p, alias)}${canAudit(ctx) ? ` OR ${awaitingAuditSql(alias)}` : ''})`;
}

/** QueryUserList's own parameters beside strWhere: a keyword over three columns, 审核状态, company, department. */
export const userListSql: NonNullable<RecordHooks['listSql']> = (params, p, a) => {
  const where: string[] = [];
  const sent = callParams(endpoints.userList, params);
  const keyword = sent.keyword;
  if (keyword) {
    const k = p.add(keyword);
    where.push(`(strpos(${a}.user_name, ${k}) > 0 OR strpos(${a}.real_name, ${k}) > 0 OR strpos(${a}.mobile, ${k}) > 0)`);
  }
  const audit = text(userParam(params, 'auditStatus'));
  if (audit !== '') {
    if (!/^[0-3]$/.test(audit)) throw invalid(messages.auditStatusInvalid);
    where.push(`${a}.audit_status = ${p.add(Number(audit))}`);
  }
  const companyId = sent.companyId;
  if (companyId !== undefined) where.push(`EXISTS (SELECT 1 FROM user_companies y WHERE y.user_id = ${a}.id AND y.company_id = ${p.add(companyId)})`);
  const departmentId = sent.departmentId;
  if (departmentId !== undefined) where.push(`EXISTS (SELECT 1 FROM user_companies z WHERE z.user_id = ${a}.id AND z.department_id = ${p.add(departmentId)})`);
  return where;
};

const roles = (a: string, column: string) =>
  `(SELECT string_agg(${column}, ',' ORDER BY r.id) FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.if_del = 0
     WHERE ur.user_id = ${a}.id AND ur.company_id = m.company_id)`;

/**
 * A listed user's membership as one column: the company of the session first, else the default one, else the
 * first; its department and the user's live roles there.
 */
export const userListColumns: NonNullable<RecordHooks['listColumns']> = (a, ctx, p) =>
  `(SELECT json_build_object('companyId', m.company_id, 'companyName', c.name, 'departmentId', m.department_id, 'departmentName', d.name,
            'roleIds', ${roles(a, 'r.id::text')}, 'roleNames', ${roles(a, 'r.name')})
      FROM (SELECT uc.company_id, uc.department_id FROM user_companies uc WHERE uc.user_id = ${a}.id
             ORDER BY (uc.company_id = ${p.add(ctx.session.companyId)}::int) DESC NULLS LAST, (uc.company_id = ${a}.default_company_id) DESC NULLS LAST, uc.company_id
             LIMIT 1) m
      LEFT JOIN companies c ON c.id = m.company_id
      LEFT JOIN departments d ON d.id = m.department_id) AS membership`;

interface Membership {
  companyId: number | null;
  companyName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  roleIds: string | null;
  roleNames: string | null;
}

/** A user as 用户管理 lists it (SPEC's `User`, key order included); never the password. */
export const userToClient: NonNullable<RecordHooks['toClient']> = (_rec, row) => {
  const m = (row.membership ?? undefined) as Membership | undefined;
  return {
    id: row.id,
    userName: row.user_name,
    realName: row.real_name,
    phone: row.mobile,
    email: row.email,
    companyId: m?.companyId ?? null,
    companyName: m?.companyName ?? '',
    departmentId: m?.departmentId ?? null,
    departmentName: m?.departmentName ?? '',
    roleIds: m?.roleIds ?? '',
    roleNames: m?.roleNames ?? '',
    userAuthType: row.user_auth_type,
    isSystemAdmin: row.is_system_admin,
    auditStatus: row.audit_status,
    status: row.status,
    createTime: row.create_time instanceof Date ? row.create_time.toISOString() : row.create_time,
  };
};
