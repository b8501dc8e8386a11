/**
 * Declared call parameters (docs/decisions/0413): a hand-written call answers the same whether a parameter comes
 * under its main name or under any alias its catalogue entry declares, refuses a missing or malformed one with the
 * same message under every name, and reads the main name before the aliases.
 */
import { callParamNames, endpoints, type CallParam } from '@worksite/contract';
import { bearer, get, postForm, type Reply } from './http-client';
import { useTestServer } from '../testing';

const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo'] });
const tokens = s.tokens;
let project: Record<string, number>;
const url = (path: string) => `${s.api}${path}`;

beforeAll(async () => {
  project = Object.fromEntries((await s.db.many<{ id: number; project_no: string }>('SELECT id, project_no FROM projects')).map((r) => [r.project_no, r.id]));
});

/** The names a catalogue entry declares for one parameter: the main name, then its aliases. */
const namesOf = (p: CallParam | undefined, name: string) => callParamNames(name, p!);
const names = (r: Reply) => (r.body.data as { orgName?: string; name?: string; userName?: string }[]).map((x) => x.orgName ?? x.name ?? x.userName).sort();

describe('a parameter under its main name or any declared alias: the same answer', () => {
  test('GetOrgListByEngineeringID: engineeringID, EngineeringID, engineeringId, projectId, id', async () => {
    const all = namesOf(endpoints.engineeringOrgList.params.engineeringID, 'engineeringID');
    expect(all).toEqual(['engineeringID', 'EngineeringID', 'engineeringId', 'projectId', 'id']);
    for (const name of all) {
      const r = await get(url('/api/Engineering/GetOrgListByEngineeringID'), { [name]: project['HJ-2025-001']!, token: tokens.project_demo! });
      expect([name, r.body.code, names(r)]).toEqual([name, 200, ['南山建工劳务有限公司', '深圳华信工程监理有限公司', '鹏城建材供应有限公司'].sort()]);
    }
    for (const name of all) {
      const missing = await get(url('/api/Engineering/GetOrgListByEngineeringID'), { [name]: ' ', token: tokens.project_demo! });
      expect([name, missing.body.code, missing.body.msg]).toEqual([name, 400, '请选择项目']);
      const malformed = await get(url('/api/Engineering/GetOrgListByEngineeringID'), { [name]: 'x1', token: tokens.project_demo! });
      expect([name, malformed.body.code, malformed.body.msg]).toEqual([name, 400, '工程编号格式不正确']);
    }
  });

  test('QueryOrgListByType: orgType, org_type, type, OrgType (a company-type code); orgName or keyword', async () => {
    const all = namesOf(endpoints.orgListByType.params.orgType, 'orgType');
    expect(all).toEqual(['orgType', 'org_type', 'type', 'OrgType']);
    for (const name of all) {
      const r = await get(url('/api/Org/QueryOrgListByType'), { index: 0, size: 50, [name]: 3, token: tokens.enterprise_demo! });
      expect([name, names(r)]).toEqual([name, ['鹏城建材供应有限公司']]);
      const bad = await get(url('/api/Org/QueryOrgListByType'), { [name]: 99, token: tokens.enterprise_demo! });
      expect([name, bad.body.detail]).toEqual([name, '组织类型不正确']);
    }
    for (const name of ['orgName', 'keyword']) {
      const r = await get(url('/api/Org/AdminGetAllQueryOrgListByType'), { index: 0, size: 50, orgType: 3, [name]: '羊城', token: tokens.sysadmin! });
      expect([name, names(r)]).toEqual([name, ['羊城建材有限公司']]);
    }
  });

  test('PCGetFormulaNameDevid: devid, devId, plant_id, plantId, device_id, id; the main name is read first', async () => {
    const all = namesOf(endpoints.concFormulaPCGetFormulaNameDevid?.params?.devid, 'devid');
    expect(all).toEqual(['devid', 'devId', 'plant_id', 'plantId', 'device_id', 'id']);
    const formulas = ['C20', 'C25', 'C30', 'C35', 'C40', 'C50'].map((g) => `PB-HZS-NS-01-${g}（${g}）`).sort();
    for (const name of all) {
      const r = await get(url('/api/ConcFormula/PCGetFormulaNameDevid'), { [name]: 1 }, bearer(tokens.sysadmin!));
      expect([name, r.body.code, names(r)]).toEqual([name, 200, formulas]);
    }
    // Plant 4 (远景天河) under an alias does not hide plant 1 under the main name; a blank main name does.
    expect(names(await get(url('/api/ConcFormula/PCGetFormulaNameDevid'), { devid: 1, plantId: 4 }, bearer(tokens.sysadmin!)))).toEqual(formulas);
    expect(names(await get(url('/api/ConcFormula/PCGetFormulaNameDevid'), { devid: '', plantId: 1 }, bearer(tokens.sysadmin!)))).toEqual(formulas);
    expect((await get(url('/api/ConcFormula/PCGetFormulaNameDevid'), { plant: 1 }, bearer(tokens.sysadmin!))).body).toMatchObject({ code: 400, msg: '请选择搅拌站' });
  });

  test('UpdateUserProjectID (a write): projectId, project_id, ProjectID, PROJECT_ID, id save the same current project', async () => {
    const all = namesOf(endpoints.updateUserProject.params.projectId, 'projectId');
    expect(all).toEqual(['projectId', 'project_id', 'ProjectID', 'PROJECT_ID', 'id']);
    const id = project['HJ-2025-001']!;
    for (const name of all) {
      await s.db.exec('UPDATE sessions SET project_id = NULL');
      const r = await postForm(url('/api/ERPUser/UpdateUserProjectID'), { [name]: id }, bearer(tokens.project_demo!));
      expect([name, r.body]).toMatchObject([name, { code: 200, msg: '保存成功', data: { projectId: id, projectNo: 'HJ-2025-001' } }]);
      // Exactly the caller's session holds it.
      const stored = await s.db.one<{ n: number; user_name: string }>(
        'SELECT count(*)::int AS n, min(u.user_name) AS user_name FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.project_id = $1',
        [id],
      );
      expect([name, stored]).toEqual([name, { n: 1, user_name: 'project_demo' }]);
    }
    expect((await postForm(url('/api/ERPUser/UpdateUserProjectID'), { projectNo: 'HJ-2025-001' }, bearer(tokens.project_demo!))).body).toMatchObject({ code: 400, msg: '请选择项目' });
  });
});
