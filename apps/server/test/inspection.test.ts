import { buildRecordViewerLayout } from '@worksite/templates';
import { get, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

const s = useTestServer({ signIn: ['enterprise_demo', 'project_demo', 'readonly_demo'] });
const { projects, companies } = useDemoIds(s);
const manage = () => `${s.api}/api/RoutInspManage`;
const detailOf = (token: string, id: number) => get(`${manage()}/GetDeviceDetailByReID`, { rec_id: id, user_id: 1, wid: 11, fromplat: 'minapp', token });
const deviceOf = (projectName: string, deviceType: string) =>
  s.db.one<{ id: number }>(
    `SELECT m.id FROM rout_insp_manage m JOIN projects p ON p.id = m.project_id WHERE p.project_name = $1 AND m.device_type = $2 AND m.if_del = 0 ORDER BY m.id LIMIT 1`,
    [projectName, deviceType],
  );
const recordCount = async (table: string) => (await s.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!.n;
const answered = JSON.stringify([{ typeName: '箱体与标识', content: [{ id: '1', name: '箱体完好', value: '1', childList: [{ id: '1-1', name: '合格', value: '1' }, { id: '1-2', name: '不合格', value: '2' }] }] }]);
/** Questions of each list in the demo templates of the four devices below (seed-template-questions.ts). */
const QUESTION_COUNTS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  配电箱: { otherList: 2, machineryList: 2, repairList: 2, maintainList: 1 },
  搅拌站: { otherList: 2, machineryList: 1, repairList: 1, maintainList: 1 },
  钢丝绳: { otherList: 3, machineryList: 1, repairList: 1, maintainList: 1 },
  龙门吊: { otherList: 2, machineryList: 1, repairList: 1, maintainList: 1 },
};

describe('equipment record detail (SPEC §2.9, §7)', () => {
  test.each([
    ['南山科技园综合楼项目', '配电箱', 'grouped'],
    ['南山科技园综合楼项目', '搅拌站', 'answer-rows'],
    ['南山科技园综合楼项目', '钢丝绳', 'wire-rope'],
    ['前海交通枢纽配套工程', '龙门吊', 'gantry'],
  ])('%s %s: deviceType and the four answered lists, drawn in style %s', async (project, deviceType, style) => {
    const token = s.token('enterprise_demo');
    const device = await deviceOf(project, deviceType);
    const r = await detailOf(token, device!.id);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    const d = r.body.data;
    expect(d.deviceType).toBe(deviceType);
    for (const field of ['otherList', 'machineryList', 'repairList', 'maintainList']) {
      expect(typeof d[field]).toBe('string');
      const questions = JSON.parse(d[field]);
      expect([field, questions.length]).toEqual([field, QUESTION_COUNTS[deviceType]![field]]);
    }
    const layout = buildRecordViewerLayout(d);
    expect(layout.style).toBe(style);
    expect(layout.sections.every((sec) => !sec.empty && sec.error === undefined)).toBe(true);
    // Answers are chosen in a record.
    expect(d.otherList).toMatch(/"value":"[12]"/);
  });

  test('another company\'s device → 402; a missing one → 404', async () => {
    const token = s.token('enterprise_demo');
    const foreign = await deviceOf('天河商业中心项目', (await s.db.one<{ device_type: string }>(`SELECT device_type FROM rout_insp_manage WHERE company_id = $1 LIMIT 1`, [companies['远景建设集团有限公司']]))!.device_type);
    const r = await detailOf(token, foreign!.id);
    expect(r.body).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await detailOf(token, 999_999)).status).toBe(404);
  });

  test('project_demo: only its project\'s devices', async () => {
    const token = s.token('project_demo');
    const other = await deviceOf('前海交通枢纽配套工程', '龙门吊');
    expect((await detailOf(token, other!.id)).body.code).toBe(402);
    const own = await deviceOf('南山科技园综合楼项目', '配电箱');
    expect((await detailOf(token, own!.id)).body.code).toBe(200);
  });
});

describe('devices (RoutInspManage)', () => {
  test('list is scoped and paged; create, modify, bind a template, audit, delete', async () => {
    const token = s.token('enterprise_demo');
    const list = await get(`${manage()}/WherePageList`, { token, size: 10, index: 1, strWhere: 'if_del = 0' });
    expect(list.body.page.record_count).toBe(8);
    for (const d of list.body.data) expect(['南山科技园综合楼项目', '前海交通枢纽配套工程']).toContain(d.projectName);

    const created = await postForm(`${manage()}/CreateModel`, { token, device_type: '配电箱', device_name: '3#二级箱', device_no: 'PD-03', project_id: projects['南山科技园综合楼项目']!, project_name: '' });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id as number;
    const row = await s.db.one('SELECT * FROM rout_insp_manage WHERE id = $1', [id]);
    expect(row).toMatchObject({ company_id: companies['华建第一工程有限公司'], project_name: '南山科技园综合楼项目', audit_status: 1 });

    const modified = await postForm(`${manage()}/ModifyManage`, { token, rec_id: id, device_name: '3#二级配电箱' });
    expect(modified.body.code).toBe(200);

    const template = await s.db.one<{ id: number }>(`SELECT id FROM rout_insp_content WHERE project_id = $1 AND device_type = '配电箱' LIMIT 1`, [projects['南山科技园综合楼项目']]);
    const wrongType = await s.db.one<{ id: number }>(`SELECT id FROM rout_insp_content WHERE project_id = $1 AND device_type = '龙门吊' LIMIT 1`, [projects['南山科技园综合楼项目']]);
    expect((await postForm(`${manage()}/ModifyModel`, { token, rec_id: id, content_id: wrongType!.id })).body.detail).toBe('模板的设备类型与设备不一致');
    expect((await postForm(`${manage()}/ModifyModel`, { token, rec_id: id, content_id: template!.id })).body.code).toBe(200);

    const audited = await postForm(`${manage()}/AuditDevice`, { token, rec_id: id, audit_status: 2 });
    expect(audited.body.data).toMatchObject({ auditStatus: 2, auditStatusName: '审核通过' });
    expect((await postForm(`${manage()}/AuditDevice`, { token, rec_id: id, audit_status: 7 })).body.detail).toBe('审核状态不正确');

    const detail = await get(`${manage()}/GetDeviceDetail`, { token, rec_id: id });
    expect(detail.body.data).toMatchObject({ id, deviceName: '3#二级配电箱', contentId: template!.id, auditStatus: 2 });

    expect((await postForm(`${manage()}/DeleteDevice`, { token, rec_id: id })).body.code).toBe(200);
    expect((await get(`${manage()}/GetDeviceDetail`, { token, rec_id: id })).status).toBe(404);
  });

  test('a device in a foreign project → 402, no row; missing name → 请输入设备名称', async () => {
    const token = s.token('enterprise_demo');
    const before = await recordCount('rout_insp_manage');
    const r = await postForm(`${manage()}/CreateModel`, { token, device_type: '配电箱', device_name: '越权设备', project_id: projects['天河商业中心项目']! });
    expect(r.body).toMatchObject({ code: 402 });
    const missing = await postForm(`${manage()}/CreateModel`, { token, device_type: '配电箱', project_id: projects['南山科技园综合楼项目']! });
    expect(missing.body.detail).toBe('请输入设备名称');
    expect(await recordCount('rout_insp_manage')).toBe(before);
  });

  test('readonly_demo reads but cannot create, audit or delete', async () => {
    const token = s.token('readonly_demo');
    const own = await deviceOf('南山科技园综合楼项目', '配电箱');
    expect((await get(`${manage()}/WherePageList`, { token, size: 10, index: 1 })).body.code).toBe(200);
    expect((await postForm(`${manage()}/CreateModel`, { token, device_type: '配电箱', device_name: 'x', project_id: projects['南山科技园综合楼项目']! })).body.code).toBe(402);
    expect((await postForm(`${manage()}/AuditDevice`, { token, rec_id: own!.id, audit_status: 3 })).body.code).toBe(402);
    expect((await postForm(`${manage()}/DeleteDevice`, { token, rec_id: own!.id })).body.code).toBe(402);
  });

  test('WhereDeviceList, GetPageList and GetDeviceNumberDetail', async () => {
    const token = s.token('enterprise_demo');
    const choices = await get(`${manage()}/WhereDeviceList`, { token, size: 100, index: 1, strWhere: "device_type = '龙门吊'" });
    expect(choices.body.data.length).toBe(1);
    expect((await get(`${manage()}/GetPageList`, { token, size: 5, index: 2 })).body.page).toMatchObject({ p_index: 2, p_size: 5, has_prev: true });
    const numbers = await get(`${manage()}/GetDeviceNumberDetail`, { token });
    expect(numbers.body.data).toEqual({
      total: 8,
      byDeviceType: ['挖掘机', '搅拌站', '机械设备', '行走设备', '起重机', '配电箱', '钢丝绳', '龙门吊'].map((deviceType) => ({ deviceType, count: 1 })),
      byAuditStatus: [
        { auditStatus: 0, label: '新建', count: 0 }, { auditStatus: 1, label: '未审核', count: 4 }, { auditStatus: 2, label: '审核通过', count: 4 },
        { auditStatus: 3, label: '审核驳回', count: 0 },
      ],
    });
  });
});

describe('the four record kinds', () => {
  const kinds: [string, string, string][] = [
    ['RoutInspSwitchBox', 'rout_insp_switch_box', '巡检内容格式不正确'],
    ['RoutInspMachinery', 'rout_insp_machinery', '操作内容格式不正确'],
    ['RoutInspRepair', 'rout_insp_repair', '维修内容格式不正确'],
    ['RoutInspMaintain', 'rout_insp_maintain', '保养内容格式不正确'],
  ];
  test.each(kinds)('%s: list, create, by device, by time; bad list and foreign device refused', async (resource, table, malformedMessage) => {
    const token = s.token('enterprise_demo');
    const base = `${s.api}/api/${resource}`;
    const device = await deviceOf('南山科技园综合楼项目', '配电箱');
    const list = await get(`${base}/WherePageList`, { token, size: 10, index: 1, strWhere: `device_id = ${device!.id}` });
    expect(list.body.page.record_count).toBe(2);
    expect(JSON.parse(list.body.data[0].recList)).toHaveLength(({ RoutInspSwitchBox: 2, RoutInspMachinery: 2, RoutInspRepair: 2, RoutInspMaintain: 1 } as Record<string, number>)[resource]!);

    const created = await postForm(`${base}/CreateModel`, { token, device_id: device!.id, rec_list: answered, record_time: '2026-01-15 09:30:00' });
    expect(created.body.code).toBe(200);
    const row = await s.db.one(`SELECT * FROM ${table} WHERE id = $1`, [created.body.data.id]);
    expect(row).toMatchObject({ device_type: '配电箱', company_id: companies['华建第一工程有限公司'], project_id: projects['南山科技园综合楼项目'] });

    const byDevice = await get(`${base}/GetRecordByDeviceID`, { token, device_id: device!.id });
    expect(byDevice.body.data.length).toBe(3);
    const byTime = await get(`${base}/GetModelByTime`, { token, time: '2026-01-15', device_id: device!.id });
    expect(byTime.body.data.map((r: { id: number }) => r.id)).toEqual([created.body.data.id]);

    const before = await recordCount(table);
    const bad = await postForm(`${base}/CreateModel`, { token, device_id: device!.id, rec_list: '[{"typeName":' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(malformedMessage);
    const foreign = await s.db.one<{ id: number }>(`SELECT id FROM rout_insp_manage WHERE company_id = $1 LIMIT 1`, [companies['远景建设集团有限公司']]);
    expect((await postForm(`${base}/CreateModel`, { token, device_id: foreign!.id, rec_list: answered })).body.code).toBe(402);
    expect((await get(`${base}/GetRecordByDeviceID`, { token, device_id: foreign!.id })).body.code).toBe(402);
    expect(await recordCount(table)).toBe(before);
  });

  test('times: without an offset read as China time; malformed → 记录时间格式不正确 (the field named), no row', async () => {
    const token = s.token('enterprise_demo');
    const device = await deviceOf('南山科技园综合楼项目', '配电箱');
    const base = `${s.api}/api/RoutInspRepair`;
    const created = await postForm(`${base}/CreateModel`, { token, device_id: device!.id, rec_list: answered, record_time: '2026-02-01 00:30' });
    const row = await s.db.one<{ record_time: Date }>('SELECT record_time FROM rout_insp_repair WHERE id = $1', [created.body.data.id]);
    expect(row!.record_time.toISOString()).toBe('2026-01-31T16:30:00.000Z');
    const byDay = await get(`${base}/GetModelByTime`, { token, time: '2026-02-01', device_id: device!.id });
    expect(byDay.body.data.map((r: { id: number }) => r.id)).toEqual([created.body.data.id]);
    const before = await recordCount('rout_insp_repair');
    const bad = await postForm(`${base}/CreateModel`, { token, device_id: device!.id, rec_list: answered, record_time: "2026-13-01'; --" });
    expect(bad.body).toMatchObject({ code: 400, detail: '记录时间格式不正确' });
    expect(await recordCount('rout_insp_repair')).toBe(before);
  });

  test('AccountWhole counts the caller\'s scope only', async () => {
    const enterprise = await get(`${s.api}/api/RoutInspMachinery/AccountWhole`, { token: s.token('enterprise_demo') });
    const project = await get(`${s.api}/api/RoutInspMachinery/AccountWhole`, { token: s.token('project_demo') });
    expect([enterprise.body.data.deviceCount, project.body.data.deviceCount]).toEqual([8, 4]);
    expect(project.body.data.records).toHaveLength(4);
    expect(project.body.data.records[0]).toMatchObject({ kind: 'RoutInspSwitchBox', title: '巡检记录' });
  });
});
