import { get, postForm } from './http-client';
import { useTestServer } from '../testing';

const s = useTestServer({ signIn: ['enterprise_demo', 'project_demo', 'readonly_demo'] });
const group = () => `${s.api}/api/SelectTableField/WhereSelectGroupList`;
const common = { wid: 11, fromplat: 'pc' };

describe('dictionary: SelectTableField group list (SPEC §7)', () => {
  test('POST DeviceType: the device types as {xuHao, selContent}, in order', async () => {
    const token = s.token('enterprise_demo');
    const r = await postForm(group(), { size: 999, index: 0, tableName: 'routInspManage', fieldName: 'DeviceType', fieldValue: '', strWhere: '', token, ...common });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    const names = r.body.data.map((o: { selContent: string }) => o.selContent);
    expect(names.slice(0, 8)).toEqual(['配电箱', '起重机', '机械设备', '挖掘机', '搅拌站', '行走设备', '钢丝绳', '龙门吊']);
    expect(r.body.data[0]).toEqual({ xuHao: 1, selContent: '配电箱' });
    expect(r.body.page).toMatchObject({ p_index: 1, p_size: 999, record_count: names.length });
  });

  test('GET is served by the same handler', async () => {
    const token = s.token('enterprise_demo');
    const r = await get(group(), { size: 999, index: 0, tableName: 'routInspManage', fieldName: 'DeviceType', token, ...common });
    expect(r.body.data).toHaveLength(11);
  });

  test('ProjectName: the caller\'s scoped projects only', async () => {
    const enterprise = s.token('enterprise_demo');
    const r = await postForm(group(), { size: 999, index: 0, tableName: 'routInspManage', fieldName: 'ProjectName', fieldValue: '', strWhere: '', token: enterprise });
    const names = r.body.data.map((o: { selContent: string }) => o.selContent);
    expect(names).toEqual(expect.arrayContaining(['南山科技园综合楼项目', '前海交通枢纽配套工程']));
    expect(names).not.toContain('天河商业中心项目');
    expect(names).not.toContain('宝安沿江高架桥工程');
    expect(r.body.data[0]).toEqual({ xuHao: 1, selContent: expect.any(String), projectId: expect.any(Number) });

    const project = s.token('project_demo');
    const p = await postForm(group(), { size: 999, index: 0, tableName: 'routInspManage', fieldName: 'ProjectName', token: project });
    expect(p.body.data.map((o: { selContent: string }) => o.selContent)).toEqual(['南山科技园综合楼项目']);
  });

  test('fieldValue filters by contained text; strWhere by the whitelisted grammar', async () => {
    const token = s.token('enterprise_demo');
    const r = await postForm(group(), { size: 999, index: 0, tableName: 'routInspManage', fieldName: 'DeviceType', fieldValue: '吊', token });
    expect(r.body.data.map((o: { selContent: string }) => o.selContent)).toEqual(['龙门吊']);
    const w = await postForm(group(), { size: 999, index: 0, tableName: 'routInspManage', fieldName: 'DeviceType', strWhere: 'xu_hao <= 2', token });
    expect(w.body.data.map((o: { selContent: string }) => o.selContent)).toEqual(['配电箱', '起重机']);
  });

  test('bad input → 400 with a Chinese message', async () => {
    const token = s.token('enterprise_demo');
    const sql = await postForm(group(), { size: 999, index: 0, tableName: 'routInspManage', fieldName: 'DeviceType', strWhere: "1=1; delete from select_table_field", token });
    expect(sql.status).toBe(400);
    const noField = await postForm(group(), { size: 999, index: 0, tableName: 'routInspManage', token });
    expect(noField.body).toMatchObject({ code: 400, detail: '请选择字典字段' });
    const noTable = await postForm(group(), { size: 999, index: 0, fieldName: 'DeviceType', token });
    expect(noTable.body.detail).toBe('请选择字典表');
    const paging = await postForm(group(), { size: -1, index: 0, tableName: 'routInspManage', fieldName: 'DeviceType', token });
    expect(paging.body.detail).toBe('分页参数不正确');
    expect((await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM select_table_field'))!.n).toBe(18);
  });

  test('no token → 401', async () => {
    const r = await postForm(group(), { size: 999, index: 0, tableName: 'routInspManage', fieldName: 'DeviceType' });
    expect(r.status).toBe(401);
  });
});

describe('dictionary: multi-select list and system dictionary', () => {
  test('WhereMulSelectList: several fields of one table at once', async () => {
    const token = s.token('readonly_demo');
    const r = await postForm(`${s.api}/api/SelectTableField/WhereMulSelectList`, { tableName: 'routInspManage', fieldNames: 'DeviceType', token });
    expect(r.body.code).toBe(200);
    expect(r.body.data[0]).toEqual({ fieldName: 'DeviceType', xuHao: 1, selContent: '配电箱' });
  });

  test('WhereMulSelectList stays callable with OrgDataAuthorityType 0 (SPEC §6), other calls do not', async () => {
    const token = s.token('readonly_demo');
    await s.db.exec(`UPDATE users SET org_data_authority_type = 0 WHERE user_name = 'readonly_demo'`);
    try {
      const ok = await postForm(`${s.api}/api/SelectTableField/WhereMulSelectList`, { tableName: 'routInspManage', token });
      expect(ok.body.code).toBe(200);
      const blocked = await postForm(group(), { size: 999, index: 0, tableName: 'routInspManage', fieldName: 'DeviceType', token });
      expect(blocked.body).toMatchObject({ code: 402, detail: '没有权限' });
    } finally {
      await s.db.exec(`UPDATE users SET org_data_authority_type = 1 WHERE user_name = 'readonly_demo'`);
    }
  });

  test('GetListByType: a lookup table of SPEC §3, a stored type, an unknown type', async () => {
    const token = s.token('enterprise_demo');
    const status = await get(`${s.api}/api/SysDictionary/GetListByType`, { type: 'projectStatus', token });
    expect(status.body.data[0]).toEqual({ type: 'projectStatus', value: 1, label: expect.any(String), sort: 1 });
    expect(status.body.data).toHaveLength(5);
    const stored = await get(`${s.api}/api/SysDictionary/GetListByType`, { type: 'inspectionCycle', token });
    expect(stored.body.data.map((e: { label: string }) => e.label)).toEqual(['每日', '每周', '每月', '每季度']);
    const unknown = await get(`${s.api}/api/SysDictionary/GetListByType`, { type: 'nothing', token });
    expect(unknown.body.data).toEqual([]);
    const missing = await get(`${s.api}/api/SysDictionary/GetListByType`, { token });
    expect(missing.body.detail).toBe('请输入字典类型');
  });
});
