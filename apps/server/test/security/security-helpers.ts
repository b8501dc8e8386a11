/**
 * Shared helpers of the security suite (issue 3, "Shown by"): the catalogue's mounted endpoints, callers
 * without grants, refusal-shape assertions and snapshots (row counts and newest row versions) of the tables a
 * refused call could touch, to prove "0 rows changed".
 */
import { endpointList, recordTypes, type Endpoint, type RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database';
import { mountRecordType } from '../../src/record-types/mount-record-type';
import { replyOf, type Reply } from '../http-client';
import { png } from '../png-fixture';

export { png };

export const CHINESE = /[\u4e00-\u9fff]/;

/** The Chinese text of a refusal, wherever the envelope puts it. */
export function messageOf(r: Reply): string {
  const b = r.body as Record<string, unknown> | string;
  if (typeof b !== 'object' || b === null) return String(b ?? '');
  for (const k of ['msg', 'detail', 'message', 'error_description']) {
    const v = b[k];
    if (typeof v === 'string' && v) return v;
  }
  return '';
}

const describeReply = (r: Reply) => `HTTP ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`;

/** HTTP 401, code 401, the SPEC §8 text. */
export function expectUnauthorized(r: Reply, what: string): void {
  if (r.status !== 401 || (r.body as { code?: number })?.code !== 401 || !CHINESE.test(messageOf(r))) {
    throw new Error(`${what}: expected HTTP 401 / code 401 with a Chinese message, got ${describeReply(r)}`);
  }
}

/** HTTP 200 + code 402 + 没有权限 (docs/decisions/0052), with no data leaked. */
export function expectNoPermission(r: Reply, what: string): void {
  const b = r.body as { code?: number; data?: unknown };
  const leaked = b && b.data !== undefined && b.data !== null && !(Array.isArray(b.data) && b.data.length === 0);
  if (r.status !== 200 || b?.code !== 402 || !messageOf(r).includes('没有权限') || leaked) {
    throw new Error(`${what}: expected HTTP 200 / code 402 没有权限 without data, got ${describeReply(r)}`);
  }
}

/** A 4xx-class refusal: HTTP 4xx, or an envelope code 400/402/404/413, with a Chinese message; never a success. */
export function expect4xxChinese(r: Reply, what: string): void {
  const b = (typeof r.body === 'object' && r.body ? r.body : {}) as { code?: number; status?: number };
  const httpRefusal = r.status >= 400 && r.status < 500;
  const envelopeRefusal = r.status === 200 && typeof b.code === 'number' && b.code >= 400 && b.code < 500;
  if (!(httpRefusal || envelopeRefusal) || !CHINESE.test(messageOf(r))) {
    throw new Error(`${what}: expected a 4xx-class refusal with a Chinese message, got ${describeReply(r)}`);
  }
}

/** Full URL path of an endpoint under `/prod-apiplus` (uploads are mounted under both prefixes). */
export const apiPath = (e: Endpoint): string => `/prod-apiplus${e.path}`;

/** A concrete path: `:param` segments replaced by 1. */
export const concretePath = (e: Endpoint): string => apiPath(e).replace(/:[A-Za-z_]+/g, '1');

/** True when the server registered the endpoint's route (method + path, as mountEndpoint writes it). */
export function isMounted(app: FastifyInstance, e: Endpoint): boolean {
  for (const base of ['/prod-apiplus', '/prod-api']) {
    if (app.hasRoute({ method: e.method, url: `${base}${e.path}` })) return true;
  }
  return false;
}

/**
 * Catalogue endpoints the server mounts: registered under the catalogue's path, or answering something other
 * than the unknown-route 404 (请求的接口不存在) without a token — so a route mounted under another
 * `:param` name or by hand is swept too.
 */
export async function mountedEndpoints(app: FastifyInstance, baseUrl: string): Promise<Endpoint[]> {
  const out: Endpoint[] = [];
  for (const e of endpointList) {
    if (isMounted(app, e)) {
      out.push(e);
      continue;
    }
    const r = await callEndpoint(baseUrl, e, {});
    if (!(r.status === 404 && messageOf(r) === '请求的接口不存在')) out.push(e);
  }
  return out;
}

/**
 * Record types whose area has not landed yet are mounted with the server's own generic engine
 * (`mountRecordType`) so the scope/strWhere/sort/validation checks run against real server code meanwhile.
 * Mounted only when none of the type's routes exists and its table and columns do. Returns the names mounted.
 */
export const standIns: string[] = [];
export function mountStandIns(app: FastifyInstance): void {
  for (const rt of Object.values(recordTypes) as RecordType[]) {
    const eps = Object.values(rt.endpoints)
      .filter((n): n is string => typeof n === 'string')
      .map((n) => endpointList.find((e) => e.name === n))
      .filter((e): e is Endpoint => !!e);
    if (eps.length === 0 || eps.some((e) => isMounted(app, e))) continue;
    const cols = app.worksite.columns.get(rt.table);
    if (!cols || !rt.fields.every((f) => cols.has(f.column))) continue;
    mountRecordType(app, rt);
    standIns.push(...eps.map((e) => e.name));
  }
}

/**
 * Tables a refused call could touch: every table of the public schema that requests write, the partitioned
 * readings through their parent. Left out: migration bookkeeping, partitions, and what is derived from a
 * watched table (telemetry rollups, the trigger-kept screen summaries), which changes only when its source does.
 */
export async function watchedTables(db: Db): Promise<string[]> {
  const rows = await db.many<{ t: string }>(
    `SELECT c.relname AS t FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND c.relname NOT LIKE 'pgmigrations%' AND c.relname NOT LIKE 'screen\\_%' AND c.relname NOT IN ('readings_minute', 'readings_hour')
      ORDER BY 1`,
  );
  return rows.map((r) => r.t);
}

/**
 * Per table, the row count and the newest row version (`xmin`): an insert or delete changes the count, an
 * update writes a row version with a newer transaction id. One statement over `tables` (default: watchedTables).
 */
export async function snapshot(db: Db, tables?: readonly string[]): Promise<Map<string, string>> {
  const list = tables ?? (await watchedTables(db));
  const sql = list
    .map((t, i) => `SELECT ${i} AS i, count(*)::int AS n, coalesce(max(x.xmin::text::bigint), 0)::text AS v FROM "${t.replace(/"/g, '')}" x`)
    .join(' UNION ALL ');
  const rows = await db.many<{ i: number; n: number; v: string }>(sql);
  return new Map(rows.map((r) => [list[r.i]!, `${r.n}:${r.v}`]));
}

/** Tables whose content differs between two snapshots (except `ignore`). */
export function changedTables(before: Map<string, string>, after: Map<string, string>, ignore: readonly string[] = []): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((t) => !ignore.includes(t) && before.get(t) !== after.get(t));
}

/**
 * A signed-in enterprise user of `companyId` holding no role at all (no page, no button), password Demo@2026
 * (the hash is copied from enterprise_demo). Returns the user's id.
 */
export async function createUserWithoutGrants(db: Db, userName: string, companyId: number, extra: { orgDataAuthorityType?: number } = {}): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO users (user_name, password_hash, real_name, user_auth_type, org_data_authority_type, default_company_id)
     SELECT $1, password_hash, '无权限用户', 0, $3, $2 FROM users WHERE user_name = 'enterprise_demo' RETURNING id`,
    [userName, companyId, extra.orgDataAuthorityType ?? 1],
  );
  await db.exec('INSERT INTO user_companies (user_id, company_id, full_department_path) VALUES ($1, $2, $3)', [row!.id, companyId, '']);
  return row!.id;
}

export async function companyIdByName(db: Db, name: string): Promise<number> {
  const row = await db.one<{ id: number }>('SELECT id FROM companies WHERE name = $1', [name]);
  if (!row) throw new Error(`company ${name} not seeded`);
  return row.id;
}

export async function projectIdByName(db: Db, name: string): Promise<number> {
  const row = await db.one<{ id: number }>('SELECT id FROM projects WHERE project_name = $1', [name]);
  if (!row) throw new Error(`project ${name} not seeded`);
  return row.id;
}

/** Seeded company names (src/seed/seed-companies.ts). */
export const COMPANY = {
  group: '华建智造集团有限公司',
  subA: '华建第一工程有限公司',
  subB: '华建路桥建设有限公司',
  branchA1: '华建第一工程南山分公司',
  gov: '深圳市南山区住房和建设局',
  other: '远景建设集团有限公司',
} as const;

/** Seeded project names (src/seed/seed-projects.ts). */
export const PROJECT = {
  nanshanTower: '南山科技园综合楼项目',
  qianhaiHub: '前海交通枢纽配套工程',
  baoanBridge: '宝安沿江高架桥工程',
  tianheMall: '天河商业中心项目',
} as const;

/** Sends `params` the way SPEC §7 does: query for GET, form-encoded body for POST. */
export async function callEndpoint(
  baseUrl: string,
  e: Endpoint,
  params: Record<string, string | number>,
  headers: Record<string, string> = {},
  path = concretePath(e),
): Promise<Reply> {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return replyOf(
    e.method === 'GET'
      ? await fetch(`${baseUrl}${path}${qs ? `?${qs}` : ''}`, { headers })
      : await fetch(`${baseUrl}${path}`, { method: 'POST', body: qs, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } }),
  );
}

/** UploadImageRedis as SPEC §7 sends it (multipart, bearer + token headers, token/fromplat/wid/upload_type/file_name fields). */
export async function uploadFile(
  baseUrl: string,
  token: string,
  file: Buffer,
  fileName: string,
  fields: Record<string, string> = {},
  partName = fileName,
): Promise<Reply> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ token, fromplat: 'pc', wid: '11', upload_type: 'userinfo', file_name: fileName, ...fields })) form.append(k, v);
  form.append('file', new Blob([file], { type: 'image/png' }), partName);
  return replyOf(await fetch(`${baseUrl}/prod-api/api/Upload/UploadImageRedis`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, token } }));
}
