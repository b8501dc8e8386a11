/**
 * Issue 3 "Shown by": another company's, project's or district's record named by id is refused and unchanged.
 * Decision (docs/decisions/0057, 0130): refused = HTTP 200 + code 402 没有权限, never 404, never data; the whole
 * database is byte-for-byte the same afterwards. A control read of an in-scope record proves the callers are
 * otherwise able to use the call. Areas not landed yet are skipped (and listed).
 */
import { endpointList, type Endpoint } from '@worksite/contract';
import type { Db } from '../../src/db/database';
import { useTestServer } from '../../testing';
import { bearer, login } from '../http-client';
import {
  callEndpoint,
  changedTables,
  COMPANY,
  companyIdByName,
  concretePath,
  expectNoPermission,
  mountedEndpoints,
  mountStandIns,
  PROJECT,
  projectIdByName,
  snapshot,
  standIns,
} from './security-helpers';

const s = useTestServer({ template: 'core', mount: mountStandIns, signIn: ['enterprise_demo', 'project_demo', 'government_demo'] });
let mounted: Set<string>;
const ids: Record<string, number> = {};
const tokens = s.tokens;
const userIds: Record<string, number> = {};

beforeAll(async () => {
  mounted = new Set((await mountedEndpoints(s.app, s.baseUrl)).map((e) => e.name));
  for (const [k, v] of Object.entries(COMPANY)) ids[k] = await companyIdByName(s.db, v);
  for (const [k, v] of Object.entries(PROJECT)) ids[`p_${k}`] = await projectIdByName(s.db, v);
  // A template of subA (device type 配电箱) for ModifyModel, so that call reaches its device scope check.
  ids.ownTemplate = (await s.db.one<{ id: number }>(
    `INSERT INTO rout_insp_content (company_id, project_id, project_name, device_type, content_name, description)
     VALUES ($1, $2, $3, '配电箱', '越权测试模板', '越权测试') RETURNING id`,
    [ids.subA, ids.p_nanshanTower, PROJECT.nanshanTower],
  ))!.id;
  for (const u of ['enterprise_demo', 'project_demo', 'government_demo']) userIds[u] = (await s.db.one<{ id: number }>('SELECT id FROM users WHERE user_name = $1', [u]))!.id;
});

/** Where a row sits: its company and project (the project carries the district). */
interface Place {
  readonly company: string;
  readonly project: string;
  /** Notices: addressed to another user (sysadmin) rather than to the whole company. */
  readonly toOtherUser?: boolean;
}

/**
 * Places outside each caller's scope (and one inside, for the control read):
 * enterprise_demo works in subA (subtree subA + branchA1): subB (its own second company, not the session's) and
 * the unrelated company are foreign; project_demo holds nanshanTower: qianhaiHub of the same company is
 * foreign; government_demo holds district 440305: subB/baoanBridge (440306) and other/tianheMall (440106).
 */
const callers: Record<string, { foreign: Place[]; own: Place }> = {
  enterprise_demo: {
    foreign: [{ company: 'subB', project: 'baoanBridge' }, { company: 'other', project: 'tianheMall' }],
    own: { company: 'subA', project: 'nanshanTower' },
  },
  project_demo: {
    foreign: [{ company: 'subA', project: 'qianhaiHub' }, { company: 'other', project: 'tianheMall' }],
    own: { company: 'subA', project: 'nanshanTower' },
  },
  government_demo: {
    foreign: [{ company: 'subB', project: 'baoanBridge' }, { company: 'other', project: 'tianheMall' }],
    own: { company: 'subA', project: 'nanshanTower' },
  },
};

interface Call {
  readonly endpoint: string;
  readonly params: (id: number) => Record<string, string | number>;
  readonly path?: (id: number) => string;
  /** A read whose in-scope answer must succeed (control). */
  readonly read?: boolean;
}

interface Target {
  readonly area: string;
  /** Places per caller when the area's scope is not the session scope (notices are per user). */
  readonly places?: Record<string, { foreign: Place[]; own: Place }>;
  /** Inserts a row at `place`, returns its id. */
  insert(db: Db, place: Place, tag: string): Promise<number>;
  readonly calls: readonly Call[];
}

const idAliases = (id: number, ...more: string[]) => Object.fromEntries(['rec_id', 'id', 'recId', 'ID', ...more].map((k) => [k, id]));

const companyOf = (p: Place) => ids[p.company];
const projectOf = (p: Place) => ids[`p_${p.project}`];

const targets: Target[] = [
  {
    area: 'templates (rout_insp_content)',
    insert: async (db, p, tag) =>
      (await db.one<{ id: number }>(
        `INSERT INTO rout_insp_content (company_id, project_id, project_name, device_type, content_name, description)
         SELECT $1, $2, project_name, '配电箱', $3, '越权测试' FROM projects WHERE id = $2 RETURNING id`,
        [companyOf(p), projectOf(p), `模板${tag}`],
      ))!.id,
    calls: [
      { endpoint: 'templateDetail', params: (id) => idAliases(id), read: true },
      {
        endpoint: 'templateUpdate',
        params: (id) => ({
          ...idAliases(id), answer_list: '', company_name: 'x', content_name: '已篡改', project_name: '南山科技园综合楼项目',
          content_type: '', description: '已篡改', device_type: '配电箱', other_list: '', machinery_list: '', repair_list: '',
          maintain_list: '', question_limit: 0, question_order: '', question_type: 1, user_name: 'x',
        }),
      },
      { endpoint: 'templateDelete', params: (id) => ({ ...idAliases(id), if_del: 1 }) },
    ],
  },
  {
    area: 'projects',
    // A project beside the place's project: same company and district, same members (so project_demo holds
    // the one beside nanshanTower, and government_demo the one in its district).
    insert: async (db, p, tag) => {
      const row = await db.one<{ id: number }>(
        `INSERT INTO projects (company_id, project_name, district_code) SELECT $1, $2, district_code FROM projects WHERE id = $3 RETURNING id`,
        [companyOf(p), `项目${tag}`, projectOf(p)],
      );
      await db.exec('INSERT INTO project_users (project_id, user_id) SELECT $1, user_id FROM project_users WHERE project_id = $2', [row!.id, projectOf(p)]);
      return row!.id;
    },
    calls: [
      { endpoint: 'projectInfo', params: (id) => idAliases(id, 'projectId'), path: (id) => `/prod-apiplus/api/Project/GetProjectInfo/${id}`, read: true },
      { endpoint: 'projectPosDetail', params: (id) => idAliases(id, 'projectId') },
      { endpoint: 'projectUsers', params: (id) => idAliases(id, 'projectId', 'project_id') },
      { endpoint: 'projectOrgs', params: (id) => idAliases(id, 'projectId', 'project_id') },
      { endpoint: 'projectUpdate', params: (id) => ({ ...idAliases(id, 'projectId'), projectName: '已篡改', project_name: '已篡改', projectStatus: 5, project_status: 5 }) },
      { endpoint: 'projectPosUpdate', params: (id) => ({ ...idAliases(id, 'projectId'), projectName: '已篡改', project_name: '已篡改', projectStatus: 5, project_status: 5 }) },
      { endpoint: 'projectDelete', params: (id) => idAliases(id, 'projectId') },
      { endpoint: 'projectUpdateJoinUser', params: (id) => ({ ...idAliases(id, 'projectId', 'project_id'), userIds: '1', user_ids: '1' }) },
      { endpoint: 'projectUpdateJoinOrgList', params: (id) => ({ ...idAliases(id, 'projectId', 'project_id'), orgIds: '1', org_ids: '1' }) },
    ],
  },
  {
    area: 'organisations',
    insert: async (db, p, tag) =>
      (await db.one<{ id: number }>(
        `INSERT INTO organisations (company_id, project_id, org_name, district_code)
         SELECT $1, $2, $3, district_code FROM projects WHERE id = $2 RETURNING id`,
        [companyOf(p), projectOf(p), `组织${tag}`],
      ))!.id,
    calls: [
      { endpoint: 'orgInfo', params: (id) => idAliases(id, 'orgId', 'OrgID'), read: true },
      { endpoint: 'orgUpdate', params: (id) => ({ ...idAliases(id, 'orgId', 'OrgID'), orgName: '已篡改', org_name: '已篡改', orgType: 12, org_type: 12 }) },
      { endpoint: 'orgUpdateContactor', params: (id) => ({ ...idAliases(id, 'orgId', 'OrgID'), contactor: '已篡改', contactPhone: '13900000000' }) },
      { endpoint: 'orgDelete', params: (id) => idAliases(id, 'orgId', 'OrgID') },
    ],
  },
  {
    // A notice is the user's own when addressed to them, or to a company they belong to (notice-visibility.ts):
    // foreign = a company they do not belong to, or a colleague's personal notice.
    area: 'notices',
    places: {
      enterprise_demo: { foreign: [{ company: 'other', project: 'tianheMall' }, { company: 'subA', project: 'nanshanTower', toOtherUser: true }], own: { company: 'subA', project: 'nanshanTower' } },
      project_demo: { foreign: [{ company: 'subB', project: 'baoanBridge' }, { company: 'subA', project: 'nanshanTower', toOtherUser: true }], own: { company: 'subA', project: 'nanshanTower' } },
      government_demo: { foreign: [{ company: 'subA', project: 'nanshanTower' }, { company: 'gov', project: 'nanshanTower', toOtherUser: true }], own: { company: 'gov', project: 'nanshanTower' } },
    },
    insert: async (db, p, tag) =>
      (await db.one<{ id: number }>(
        `INSERT INTO notices (company_id, title, content, target_user_id)
         VALUES ($1, $2, '越权测试', CASE WHEN $3::boolean THEN (SELECT id FROM users WHERE user_name = 'sysadmin') END) RETURNING id`,
        [companyOf(p), `通知${tag}`, p.toOtherUser === true],
      ))!.id,
    calls: [
      { endpoint: 'noticeInfo', params: (id) => idAliases(id, 'noticeId', 'sysNoticeId'), read: true },
      { endpoint: 'noticeMarkRead', params: (id) => idAliases(id, 'noticeId', 'sysNoticeId') },
      { endpoint: 'noticeDelete', params: (id) => idAliases(id, 'noticeId', 'sysNoticeId') },
    ],
  },
  {
    area: 'users',
    insert: async (db, p, tag) => {
      const u = await db.one<{ id: number }>(
        `INSERT INTO users (user_name, password_hash, real_name, user_auth_type, default_company_id, auth_project_id)
         SELECT $1, password_hash, '越权测试', 0, $2, $3 FROM users WHERE user_name = 'enterprise_demo' RETURNING id`,
        [`victim_${tag}`.slice(0, 20), companyOf(p), projectOf(p)],
      );
      await db.exec('INSERT INTO user_companies (user_id, company_id) VALUES ($1, $2)', [u!.id, companyOf(p)]);
      await db.exec('INSERT INTO project_users (project_id, user_id) VALUES ($1, $2)', [projectOf(p), u!.id]);
      return u!.id;
    },
    calls: [
      { endpoint: 'userEdit', params: (id) => ({ ...idAliases(id, 'UserID', 'userID', 'userId'), realName: '已篡改', real_name: '已篡改', RealName: '已篡改' }) },
      { endpoint: 'userModifyPwd', params: (id) => ({ ...idAliases(id, 'UserID', 'userID', 'userId'), userPwd: 'Hacked@2026', password: 'Hacked@2026', newPwd: 'Hacked@2026' }) },
      { endpoint: 'userAudit', params: (id) => ({ ...idAliases(id, 'UserID', 'userID', 'userId'), auditStatus: 3, audit_status: 3, AuditStatus: 3 }) },
      { endpoint: 'userUpdateRole', params: (id) => ({ ...idAliases(id, 'UserID', 'userID', 'userId'), roleIds: '1', role_ids: '1', JiaoSeIDs: '1' }) },
      { endpoint: 'userWatchedCompanies', params: (id) => idAliases(id, 'UserID', 'userID', 'userId') },
      { endpoint: 'userUpdateWatchedCompanies', params: (id) => ({ ...idAliases(id, 'UserID', 'userID', 'userId'), companyIds: '[]' }) },
      { endpoint: 'userDelete', params: (id) => idAliases(id, 'UserID', 'userID', 'userId') },
    ],
  },
  {
    area: 'inspection devices (rout_insp_manage) and records',
    insert: async (db, p, tag) => {
      const d = await db.one<{ id: number }>(
        `INSERT INTO rout_insp_manage (company_id, project_id, device_type, device_name, device_no) VALUES ($1, $2, '配电箱', $3, $3) RETURNING id`,
        [companyOf(p), projectOf(p), `设备${tag}`],
      );
      for (const table of ['rout_insp_switch_box', 'rout_insp_machinery', 'rout_insp_repair', 'rout_insp_maintain']) {
        await db.exec(`INSERT INTO ${table} (company_id, project_id, device_id, device_type) VALUES ($2, $3, $1, '配电箱')`, [d!.id, companyOf(p), projectOf(p)]);
      }
      return d!.id;
    },
    calls: [
      { endpoint: 'routInspManageGetDeviceDetail', params: (id) => idAliases(id, 'device_id', 'deviceId'), read: true },
      { endpoint: 'equipmentRecordDetail', params: (id) => ({ ...idAliases(id, 'device_id'), fromplat: 'minapp' }), read: true },
      { endpoint: 'routInspSwitchBoxGetRecordByDeviceID', params: (id) => idAliases(id, 'device_id', 'deviceId', 'DeviceID') },
      { endpoint: 'routInspMachineryGetRecordByDeviceID', params: (id) => idAliases(id, 'device_id', 'deviceId', 'DeviceID') },
      { endpoint: 'routInspRepairGetRecordByDeviceID', params: (id) => idAliases(id, 'device_id', 'deviceId', 'DeviceID') },
      { endpoint: 'routInspMaintainGetRecordByDeviceID', params: (id) => idAliases(id, 'device_id', 'deviceId', 'DeviceID') },
      { endpoint: 'routInspManageModifyManage', params: (id) => ({ ...idAliases(id, 'device_id', 'deviceId'), device_name: '已篡改', deviceName: '已篡改' }) },
      { endpoint: 'routInspManageModifyModel', params: (id) => ({ ...idAliases(id, 'device_id', 'deviceId'), model: '已篡改', content_id: ids.ownTemplate }) },
      { endpoint: 'routInspManageAuditDevice', params: (id) => ({ ...idAliases(id, 'device_id', 'deviceId'), audit_status: 3, auditStatus: 3 }) },
      { endpoint: 'routInspManageDeleteDevice', params: (id) => idAliases(id, 'device_id', 'deviceId') },
    ],
  },
];

const byName = (n: string): Endpoint | undefined => endpointList.find((e) => e.name === n);

describe('cross-scope access by id', () => {
  const report: string[] = [];
  afterAll(() => {
    // eslint-disable-next-line no-console
    console.log(`security cross-scope:\n${report.join('\n')}${standIns.length ? `\nstand-ins (generic mountRecordType, area not landed): ${standIns.join(', ')}` : ''}`);
  });

  for (const target of targets) {
    test(`${target.area}: detail/update/delete of another scope's record → 402, row unchanged`, async () => {
      const live = target.calls.filter((c) => mounted.has(c.endpoint));
      const skipped = target.calls.filter((c) => !mounted.has(c.endpoint)).map((c) => c.endpoint);
      if (live.length === 0) {
        report.push(`  ${target.area}: not mounted yet (skipped ${skipped.length} calls)`);
        return;
      }
      const failures: string[] = [];
      let refusals = 0;
      let controls = 0;
      let controlsOk = 0;
      const controlNotes: string[] = [];
      for (const [caller, where] of Object.entries(target.places ?? callers)) {
        const token = tokens[caller];
        const foreignIds: number[] = [];
        for (const [i, place] of where.foreign.entries()) foreignIds.push(await target.insert(s.db, place, `${caller.slice(0, 3)}${i}${Date.now() % 100000}`));
        const ownId = await target.insert(s.db, where.own, `${caller.slice(0, 3)}own${Date.now() % 100000}`);
        const before = await snapshot(s.db);
        for (const id of foreignIds) {
          for (const call of live) {
            const e = byName(call.endpoint)!;
            const params = { ...call.params(id), token, user_id: userIds[caller], fromplat: 'pc', wid: 11 };
            const r = await callEndpoint(s.baseUrl, e, params, bearer(token), call.path?.(id) ?? concretePath(e));
            refusals++;
            try {
              expectNoPermission(r, `${caller} ${e.method} ${e.path} id ${id}`);
            } catch (err) {
              failures.push((err as Error).message);
            }
          }
        }
        const changed = changedTables(before, await snapshot(s.db));
        if (changed.length) failures.push(`${caller}: refused calls changed tables ${changed.join(', ')}`);
        // Control: the same caller reads its own record through the read calls it holds a grant for.
        for (const call of live.filter((c) => c.read)) {
          const e = byName(call.endpoint)!;
          const r = await callEndpoint(s.baseUrl, e, { ...call.params(ownId), token, user_id: userIds[caller], fromplat: 'pc', wid: 11 }, bearer(token), call.path?.(ownId) ?? concretePath(e));
          controls++;
          const ok = r.status === 200 && (r.body?.code === 200 || r.body?.code === 0) && r.body?.data;
          if (ok) controlsOk++;
          else controlNotes.push(`${caller} ${e.path} own id ${ownId}: ${r.status} ${JSON.stringify(r.body).slice(0, 120)}`);
        }
      }
      // The refusals prove something only if the same calls do answer in scope: every control read must succeed
      // (each demo account's grants hold the reads of its own records, docs/decisions/0307).
      if (controlsOk < controls) failures.push(`in-scope control reads not answered: ${controlNotes.join(' | ')}`);
      report.push(`  ${target.area}: ${refusals} foreign-id calls refused over ${live.length} endpoints, ${controlsOk}/${controls} in-scope controls answered${controlNotes.length ? ` (not answered: ${controlNotes.join(' | ')})` : ''}${skipped.length ? `; not mounted: ${skipped.join(', ')}` : ''}`);
      expect(failures).toEqual([]);
    });
  }

  test('an administrator of one company cannot take over or remove a user who also belongs to another company', async () => {
    if (!mounted.has('userModifyPwd')) return;
    // subb_admin: administrator of 华建路桥 (subB) only. enterprise_demo belongs to subA and subB (administrator in both).
    const admin = await s.db.one<{ id: number }>(
      `INSERT INTO users (user_name, password_hash, real_name, user_auth_type, default_company_id)
       SELECT 'subb_admin', password_hash, '乙公司管理员', 0, $1 FROM users WHERE user_name = 'enterprise_demo' RETURNING id`,
      [ids.subB],
    );
    await s.db.exec('INSERT INTO user_companies (user_id, company_id) VALUES ($1, $2)', [admin!.id, ids.subB]);
    await s.db.exec(
      `INSERT INTO user_roles (user_id, company_id, role_id) SELECT $1, $2, ur.role_id FROM user_roles ur WHERE ur.user_id = $3 AND ur.company_id = $2`,
      [admin!.id, ids.subB, userIds.enterprise_demo],
    );
    const token = await login(s.api, 'subb_admin');
    const victim = userIds.enterprise_demo;
    const before = await snapshot(s.db);
    const failures: string[] = [];
    for (const [name, params] of [
      ['userModifyPwd', { id: victim, userPwd: 'Taken@2026', password: 'Taken@2026', newPwd: 'Taken@2026' }],
      ['userEdit', { id: victim, status: 0, realName: '被篡改' }],
      ['userDelete', { id: victim }],
    ] as const) {
      if (!mounted.has(name)) continue;
      const e = byName(name)!;
      const r = await callEndpoint(s.baseUrl, e, { ...params, token, fromplat: 'pc', wid: 11 }, bearer(token));
      try {
        expectNoPermission(r, `subB administrator ${e.path} on enterprise_demo (also a subA administrator)`);
      } catch (err) {
        failures.push((err as Error).message);
      }
    }
    const changed = changedTables(before, await snapshot(s.db));
    if (changed.length) failures.push(`tables changed: ${changed.join(', ')}`);
    expect(failures).toEqual([]);
  });

  test('lists never show another scope, whatever strWhere asks for', async () => {
    const lists = [
      { endpoint: 'templateList', table: 'rout_insp_content' },
      { endpoint: 'projectList', table: 'projects' },
      { endpoint: 'orgList', table: 'organisations' },
      { endpoint: 'noticeList', table: 'notices' },
    ].filter((l) => mounted.has(l.endpoint));
    const failures: string[] = [];
    for (const l of lists) {
      const foreign = await s.db.many<{ id: number }>(`SELECT id FROM ${l.table} WHERE company_id = $1`, [ids.other]);
      if (foreign.length === 0) {
        await targets.find((t) => t.area.startsWith(l.table === 'rout_insp_content' ? 'templates' : l.table))?.insert(s.db, { company: 'other', project: 'tianheMall' }, `list${Date.now() % 100000}`);
      }
      const foreignIds = new Set((await s.db.many<{ id: number }>(`SELECT id FROM ${l.table} WHERE company_id = $1`, [ids.other])).map((r) => r.id));
      for (const caller of Object.keys(callers)) {
        const e = byName(l.endpoint)!;
        for (const strWhere of ['', `company_id = ${ids.other}`, `company_id in (${ids.other}, ${ids.subA})`]) {
          const r = await callEndpoint(s.baseUrl, e, { token: tokens[caller], index: 0, size: 1000, strWhere, fromplat: 'pc', wid: 11 }, bearer(tokens[caller]));
          const rows: { id?: number }[] = Array.isArray(r.body?.data) ? r.body.data : [];
          const leaked = rows.filter((row) => foreignIds.has(Number(row.id)));
          if (leaked.length) failures.push(`${caller} ${l.endpoint} strWhere "${strWhere}" leaked ids ${leaked.map((x) => x.id).join(',')}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
