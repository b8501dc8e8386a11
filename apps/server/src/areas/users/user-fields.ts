import { checkNewPassword, checkRepeatPassword, isEmail, isMobile, isRealName, isUsername } from '@worksite/validators';
import type { Queryable } from '../../db/database';
import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import { sentFieldValue, userRecord } from '@worksite/contract';
import { boundedText, text } from '../../http/call-params';
import { declaredField, sentDeclared } from '../../record-types/record-values';

type Params = Record<string, unknown>;

/** The value of the user field `key` sent under any name the declaration accepts. */
export const userParam = (params: Params, key: string): unknown => sentDeclared(userRecord, key, params);

/** User name: 6-20 letters, digits or underscore (SPEC §5). */
export function userNameOf(params: Params): string {
  const v = text(userParam(params, 'userName'));
  if (!isUsername(v)) throw invalid(messages.userNameInvalid);
  return v;
}

/** A new password (SPEC §5 rules) with its optional repeat; at most 64 characters. */
export function newPasswordOf(params: Params): string {
  const raw = userParam(params, 'password');
  const pw = typeof raw === 'string' ? raw : '';
  if (!pw) throw invalid(messages.passwordRequired);
  const check = checkNewPassword(pw, undefined);
  if (!check.ok) throw invalid(check.message);
  if (pw.length > 64) throw invalid(messages.passwordTooLong);
  const repeat = params.userPwdNew ?? params.confirmPassword;
  if (repeat !== undefined) {
    const r = checkRepeatPassword(typeof repeat === 'string' ? repeat : '', pw);
    if (!r.ok) throw invalid(r.message);
  }
  return pw;
}

/** Real name (2-16 Chinese characters); undefined when not sent and not required. */
export function realNameOf(params: Params, required: boolean): string | undefined {
  const raw = userParam(params, 'realName');
  if (raw === undefined && !required) return undefined;
  const v = text(raw);
  if (!isRealName(v)) throw invalid(messages.realNameInvalid);
  return v;
}

/** Mobile phone (11 digits, 1[3-9]…); undefined when not sent and not required. */
export function mobileOf(params: Params, required: boolean): string | undefined {
  const raw = userParam(params, 'phone');
  if (raw === undefined && !required) return undefined;
  const v = text(raw);
  if (!isMobile(v)) throw invalid(messages.mobileInvalid);
  return v;
}

/** E-mail; '' clears it; undefined when not sent. */
export function emailOf(params: Params): string | undefined {
  const raw = sentFieldValue(params, declaredField(userRecord, 'email'));
  if (raw === undefined) return undefined;
  const v = boundedText(raw, '邮箱', 100);
  if (v && !isEmail(v)) throw invalid(messages.emailInvalid);
  return v;
}

/** A department that belongs to `companyId` (400 otherwise). */
export async function checkDepartment(q: Queryable, departmentId: number, companyId: number): Promise<{ name: string }> {
  const d = await q.one<{ name: string }>('SELECT name FROM departments WHERE id = $1 AND company_id = $2 AND if_del = 0', [departmentId, companyId]);
  if (!d) throw invalid(messages.departmentNotInCompany);
  return d;
}

/** Full department path `公司/部门/子部门` of a membership. */
export async function departmentPath(q: Queryable, companyId: number, departmentId: number | undefined): Promise<string> {
  const row = await q.one<{ path: string }>(
    `SELECT concat_ws('/', (SELECT name FROM companies WHERE id = $1),
       (WITH RECURSIVE up AS (SELECT id, parent_id, name, 0 AS depth FROM departments WHERE id = $2
          UNION ALL SELECT d.id, d.parent_id, d.name, up.depth + 1 FROM departments d JOIN up ON d.id = up.parent_id WHERE up.depth < 10)
        SELECT string_agg(name, '/' ORDER BY depth DESC) FROM up)) AS path`,
    [companyId, departmentId ?? null],
  );
  return row?.path ?? '';
}

/** Roles of `companyId` (live); 400 when one is not. */
export async function checkRoles(q: Queryable, roleIds: readonly number[], companyId: number): Promise<void> {
  if (!roleIds.length) return;
  const n = await q.one<{ n: number }>('SELECT count(*)::int AS n FROM roles WHERE id = ANY($1::int[]) AND company_id = $2 AND if_del = 0', [roleIds, companyId]);
  if (n?.n !== roleIds.length) throw invalid(messages.roleNotInCompany);
}

/** Makes user `userId` a member of `companyId`, in `departmentId` when given (with the department's full path). */
export async function addMembership(q: Queryable, userId: number, companyId: number, departmentId: number | undefined): Promise<void> {
  await q.exec('INSERT INTO user_companies (user_id, company_id, department_id, full_department_path) VALUES ($1, $2, $3, $4)', [
    userId, companyId, departmentId ?? null, await departmentPath(q, companyId, departmentId),
  ]);
}
