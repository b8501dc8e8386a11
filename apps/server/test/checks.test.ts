import { useTestServer } from '../testing';
import { download, sheetRows } from './excel/xlsx-helpers';
import { bearer, get, postForm } from './http-client';

/**
 * 安全检查 and 质量检查 (issue 22, Deliver 2; docs/decisions/0710–0713): a check saved with its check list (from its
 * kind's standard list), its result following the items; a failed item turned into a hazard in one step — the
 * exact hazards row with its source — and refused the second time (409); another project's check refused by id
 * (402); readonly_demo may neither add nor 转为隐患; the export a real .xlsx.
 */
const s = useTestServer({ signIn: ['project_demo', 'readonly_demo'] });
const P = 'project_demo';
const R = 'readonly_demo';
const SAFETY = '/api/SafetyCheck';
const ITEM = '/api/SafetyCheckItem';

const post = async (path: string, user: string, fields: Record<string, string | number>) => (await postForm(`${s.api}${path}`, fields, bearer(s.token(user)))).body;
const read = async (path: string, user: string, query: Record<string, string | number> = {}) => (await get(`${s.api}${path}`, query, bearer(s.token(user)))).body;

let nanshan: number;
let worker: number;
let demoUser: number;

beforeAll(async () => {
  nanshan = (await s.db.one<{ id: number }>("SELECT auth_project_id AS id FROM users WHERE user_name = 'project_demo'"))!.id;
  demoUser = (await s.db.one<{ id: number }>("SELECT id FROM users WHERE user_name = 'project_demo'"))!.id;
  worker = (await s.db.one<{ id: number }>('SELECT min(id) AS id FROM workers WHERE project_id = $1 AND if_del = 0 AND roster_status = 1', [nanshan]))!.id;
});

test('the seed: project_demo sees its project\'s safety checks, one failed line already a hazard of its source', async () => {
  const list = await read(`${SAFETY}/WhereCheckList`, P, { pageIndex: 1, pageSize: 20 });
  expect(list.code).toBe(200);
  const rows = list.data.rows ?? list.data;
  expect(rows.map((r: Record<string, unknown>) => [r.checkName, r.checkKind, r.result, r.itemCount, r.failedCount])).toEqual([
    ['塔吊及施工用电专项检查', 6, 1, 6, 0],
    ['1号楼主体施工安全周检', 1, 2, 6, 2],
  ]);
  const raised = await s.db.many<Record<string, unknown>>(
    `SELECT i.item_text, h.title, h.source_kind, h.source_id = i.id AS own, h.hazard_type, h.status, h.responsible_worker_id = $2 AS responsible
       FROM check_items i JOIN hazards h ON h.id = i.hazard_id WHERE i.project_id = $1 ORDER BY i.id`, [nanshan, worker]);
  expect(raised).toEqual([{ item_text: '脚手架连墙件与剪刀撑', title: '脚手架连墙件与剪刀撑', source_kind: 'safetyCheck', own: true, hazard_type: 3, status: 1, responsible: true }]);
});

describe('a check with its list, a failed line to a hazard', () => {
  let checkId: number;
  let items: Record<string, any>[];

  test('a check from the standard list gets its six lines 待检查; judging them sets the result and counts', async () => {
    const created = await post(`${SAFETY}/CreateCheck`, P, {
      checkName: '基坑专项安全检查', projectId: nanshan, checkKind: 6, checkMethod: 2, checkDate: '2026-06-10', inspectorName: '王建国', location: '基坑东侧', fromTemplate: 1,
    });
    expect(created).toMatchObject({ code: 200 });
    checkId = created.data.id;
    const listed = await read(`${ITEM}/WhereCheckItemList`, P, { strWhere: `check_id = ${checkId}`, pageIndex: 1, pageSize: 50 });
    items = ((listed.data.rows ?? listed.data) as Record<string, any>[]).sort((a, b) => a.seq - b.seq);
    expect(items.map((i) => [i.seq, i.itemText, i.result, i.hazardType])).toEqual([
      [1, '安全技术交底', 0, 1], [2, '现场围挡与材料堆放', 0, 2], [3, '脚手架连墙件与剪刀撑', 0, 3],
      [4, '施工用电配电箱', 0, 4], [5, '塔式起重机安全装置', 0, 5], [6, '临边与洞口防护', 0, 11],
    ]);
    for (const [n, result] of [[0, 1], [1, 1], [2, 1], [3, 2], [4, 3], [5, 1]] as const) {
      const fields: Record<string, string | number> = { id: items[n]!.id, result };
      if (result === 2) Object.assign(fields, { note: '配电箱未设漏电保护', photo: '/uploads/box.jpg' });
      expect(await post(`${ITEM}/ModifyCheckItem`, P, fields)).toMatchObject({ code: 200 });
    }
    const added = await post(`${ITEM}/CreateCheckItem`, P, { checkId, itemText: '基坑监测记录', standard: '按方案频次监测并记录', result: 1 });
    expect(added).toMatchObject({ code: 200 });
    const row = await s.db.one('SELECT seq, project_id, check_category, result FROM check_items WHERE id = $1', [added.data.id]);
    expect(row).toEqual({ seq: 7, project_id: nanshan, check_category: 'safety', result: 1 });
    expect(await s.db.one('SELECT result, item_count, failed_count, inspector_user_id FROM checks WHERE id = $1', [checkId])).toEqual({ result: 2, item_count: 7, failed_count: 1, inspector_user_id: demoUser });
  });

  test('转为隐患: the failed line becomes one hazard (exact row, its source), shown on the line; a second time 409', async () => {
    const failed = items[3]!;
    const args = { id: failed.id, hazardType: 4, hazardLevel: 2, responsibleWorkerId: worker, hazardDeadline: '2099-07-01 18:00' };
    const raised = await post(`${ITEM}/RaiseHazardFromItem`, P, args);
    expect(raised).toMatchObject({ code: 200, detail: '已转为隐患' });
    const hazardId = raised.data.hazardId as number;
    expect(await s.db.one(
      `SELECT project_id, hazard_type, hazard_level, title, description, location, photos, responsible_worker_id, deadline, status,
              source_kind, source_id, reported_by, if_del FROM hazards WHERE id = $1`, [hazardId],
    )).toEqual({
      project_id: nanshan, hazard_type: 4, hazard_level: 2, title: '施工用电配电箱', description: '配电箱未设漏电保护', location: '基坑东侧',
      photos: '/uploads/box.jpg', responsible_worker_id: worker, deadline: new Date('2099-07-01T10:00:00Z'), status: 1,
      source_kind: 'safetyCheck', source_id: failed.id, reported_by: demoUser, if_del: 0,
    });
    const detail = await read(`${ITEM}/GetCheckItemDetail`, P, { id: failed.id });
    expect(detail.data).toMatchObject({ hazardId, hazardStatus: 1, hazardLevel: 2, responsibleWorkerId: worker });
    expect(await post(`${ITEM}/RaiseHazardFromItem`, P, args)).toMatchObject({ code: 409, detail: `该检查项已转为隐患（隐患编号${hazardId}），不能重复转为隐患` });
    expect(await post(`${ITEM}/RaiseHazardFromItem`, P, { ...args, id: items[0]!.id })).toMatchObject({ code: 400, detail: '只有检查结果为「不合格」的检查项才能转为隐患' });
    expect(await post(`${ITEM}/ModifyCheckItem`, P, { id: failed.id, result: 1 })).toMatchObject({ code: 400, detail: '该检查项已转为隐患，不能修改检查结果' });
    expect(await s.db.one('SELECT count(*)::int AS n FROM hazards WHERE source_kind = $1 AND source_id = $2', ['safetyCheck', failed.id])).toEqual({ n: 1 });
  });

  test('readonly_demo may neither add a check nor turn a line into a hazard (402)', async () => {
    expect(await post(`${SAFETY}/CreateCheck`, R, { checkName: 'x', projectId: nanshan, checkKind: 1, checkMethod: 1, checkDate: '2026-06-10', inspectorName: 'x' })).toMatchObject({ code: 402 });
    expect(await post(`${ITEM}/RaiseHazardFromItem`, R, { id: items[5]!.id, hazardType: 1, hazardLevel: 1, responsibleWorkerId: worker, hazardDeadline: '2099-07-01 18:00' })).toMatchObject({ code: 402 });
  });
});

test('another project\'s check and its failed line are refused by id (402); nothing raised', async () => {
  const other = (await s.db.one<{ check_id: number; item_id: number }>(
    `SELECT c.id AS check_id, min(i.id) AS item_id FROM checks c JOIN check_items i ON i.check_id = c.id AND i.result = 2
      WHERE c.project_id <> $1 AND c.check_category = 'safety' GROUP BY c.id ORDER BY c.id LIMIT 1`, [nanshan]))!;
  expect(await read(`${SAFETY}/GetCheckDetail`, P, { id: other.check_id })).toMatchObject({ code: 402 });
  const before = (await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM hazards'))!.n;
  expect(await post(`${ITEM}/RaiseHazardFromItem`, P, { id: other.item_id, hazardType: 4, hazardLevel: 1, responsibleWorkerId: worker, hazardDeadline: '2099-07-01 18:00' })).toMatchObject({ code: 402 });
  expect((await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM hazards'))!.n).toBe(before);
});

test('导出 gives the project\'s quality checks as a real .xlsx with their labels', async () => {
  const file = await download(`${s.api}/api/QualityCheck/ExportExcel`, s.token(P));
  expect(file.status).toBe(200);
  const rows = await sheetRows(file.bytes);
  expect(rows.slice(1).map((r) => [r[1], r[3], r[9]])).toEqual([
    ['项目部月度质量检查', '项目部检查', '合格'],
    ['二层梁板钢筋隐蔽验收', '监理质量检查', '不合格'],
  ]);
});
