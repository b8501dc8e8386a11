import type { Db, Queryable } from '../db/database';
import { hashToken } from './session-store';

/** The signed-in user as routes see them. */
export interface CallerUser {
  readonly id: number;
  readonly userName: string;
  readonly realName: string;
  readonly mobile: string;
  /** SPEC §1: 0 enterprise, 1 government, 2 project. */
  readonly userAuthType: 0 | 1 | 2;
  readonly isSystemAdmin: boolean;
  readonly orgDataAuthorityType: number;
  readonly authAreaCode: string;
  readonly authProjectId: number | null;
  readonly defaultCompanyId: number | null;
}

/** The session behind the token: permissions and scope follow its current company. */
export interface CallerSession {
  readonly tokenHash: string;
  readonly userId: number;
  readonly companyId: number | null;
  readonly projectId: number | null;
  readonly expiresAt: Date;
  /**
   * `auth_generation` read with the session: changes whenever anything grants or scope are computed from
   * changes (migration 1700000000120), so cached grants/scope are used only while it is unchanged.
   */
  readonly authGeneration: string;
}

interface Row {
  token_hash: string;
  company_id: number | null;
  project_id: number | null;
  expires_at: Date;
  auth_generation: string;
  id: number;
  user_name: string;
  real_name: string;
  mobile: string;
  user_auth_type: 0 | 1 | 2;
  is_system_admin: boolean;
  org_data_authority_type: number;
  auth_area_code: string;
  auth_project_id: number | null;
  default_company_id: number | null;
}

const callerSql = `SELECT s.token_hash, s.company_id, s.project_id, s.expires_at, (SELECT g.n FROM auth_generation g) AS auth_generation,
            u.id, u.user_name, u.real_name, u.mobile, u.user_auth_type, u.is_system_admin,
            u.org_data_authority_type, u.auth_area_code, u.auth_project_id, u.default_company_id
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND u.status = 1 AND u.if_del = 0`;

/** Session and user for a token, or undefined when the token is unknown, expired, revoked or the user is disabled. */
export async function loadCaller(q: Queryable, token: string): Promise<{ user: CallerUser; session: CallerSession } | undefined> {
  if (token.length < 16 || token.length > 200) return undefined;
  return loadCallerByHash(q, hashToken(token));
}

/** The same by the session's token hash (what a one-use ticket or an open push stream knows, docs/decisions/0506). */
export async function loadCallerByHash(q: Queryable, tokenHash: string): Promise<{ user: CallerUser; session: CallerSession } | undefined> {
  const values = [tokenHash];
  // Asked on every signed-in call: a named (prepared) statement on the pool, parsed and planned once per
  // connection; inside a transaction the plain form.
  const pool = (q as Partial<Db>).pool;
  const row = pool
    ? (await pool.query<Row>({ name: 'worksite_load_caller', text: callerSql, values })).rows[0]
    : await q.one<Row>(callerSql, values);
  if (!row) return undefined;
  return {
    session: { tokenHash: row.token_hash, userId: row.id, companyId: row.company_id, projectId: row.project_id, expiresAt: row.expires_at, authGeneration: String(row.auth_generation) },
    user: {
      id: row.id,
      userName: row.user_name,
      realName: row.real_name,
      mobile: row.mobile,
      userAuthType: row.user_auth_type,
      isSystemAdmin: row.is_system_admin,
      orgDataAuthorityType: row.org_data_authority_type,
      authAreaCode: row.auth_area_code,
      authProjectId: row.auth_project_id,
      defaultCompanyId: row.default_company_id,
    },
  };
}
