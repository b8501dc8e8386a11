import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

/**
 * The concrete calls of SPEC §7 beyond the record calls (docs/decisions/0350): order history and account, the
 * Multi… task calls, tasks by order, the transport list and the delivery moves, formulas and silos of a plant,
 * the user list, product account and consumption, the plants' monitor page and the batch statistics — exact
 * values of the seed at the test clock, permission and scope.
 */
const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'] });
const tokens = s.tokens;
const { projects } = useDemoIds(s);
const NANSHAN = '南山科技园综合楼项目';

const g = (path: string, who: string, q: Record<string, string | number> = {}) => get(`${s.api}${path}`, q, bearer(tokens[who]!));
const post = (path: string, who: string, f: Record<string, string | number>) => postForm(`${s.api}${path}`, f, bearer(tokens[who]!));
const ok = async (r: Promise<{ body: any }>) => {
  const { body } = await r;
  expect(body).toMatchObject({ code: 200 });
  return body;
};

/** The first order of the seed: 南山 project, C25 140 m³, completed on 2026-05-17. */
const FIRST_ORDER = 1;
const FIRST_TASK = 1;

describe('orders', () => {
  test('GetOrderHistoryDetail: the order, then its history from order to last delivery', async () => {
    const { data } = await ok(g('/api/PCConcOrder/GetOrderHistoryDetail', 'sysadmin', { id: FIRST_ORDER }));
    expect(data.order).toMatchObject({ orderNo: 'DD2026051700100', strengthGrade: 'C25', volume: 140, statusName: '已完成', signInName: '已签收' });
    expect(data.history.slice(0, 4)).toEqual([
      { time: '2026-05-15T00:00:00.000Z', event: '下单', detail: 'C25 140 m³', userName: '' },
      { time: '2026-05-15T01:00:00.000Z', event: '生成任务', detail: 'RW2026051700100 140 m³', userName: '' },
      { time: '2026-05-17T00:23:00.000Z', event: '发车', detail: '粤B3K201 11.9 m³', userName: '' },
      { time: '2026-05-17T00:47:00.000Z', event: '发车', detail: '粤B3K202 11.9 m³', userName: '' },
    ]);
    // 12 trips, each left and arrived, and the completion.
    expect(data.history.filter((e: any) => e.event === '发车')).toHaveLength(12);
    expect(data.history.filter((e: any) => e.event === '送达')).toHaveLength(12);
    expect(data.history).toContainEqual({ time: '2026-05-17T04:36:00.000Z', event: '已完成', detail: '', userName: '' });
    expect(data.history.at(-1)).toEqual({ time: '2026-05-17T05:16:00.000Z', event: '送达', detail: '粤B3K205 8.9 m³', userName: '' });
  });

  test('GetOrderHistoryDetail: who placed and who approved an order', async () => {
    const created = await ok(post('/api/PCConcOrder/CreateConcOrder', 'enterprise_demo', {
      project_id: projects['前海交通枢纽配套工程']!, plant_id: 2, strength_grade: 'C30', volume_m3: 12, plan_time: '2026-06-20 08:00',
    }));
    await ok(post('/api/PCConcOrder/ModifyOrderStatus', 'enterprise_demo', { id: created.data.id, status: 1 }));
    const { data } = await ok(g('/api/PCConcOrder/GetOrderHistoryDetail', 'enterprise_demo', { id: created.data.id }));
    expect(data.history.map((e: any) => [e.event, e.detail, e.userName])).toEqual([['下单', 'C30 12 m³', '张建国'], ['已审核', '待审核 → 已审核', '张建国']]);
  });

  test('AccountOrderPage: the orders of a project with produced and delivered volume, and the totals', async () => {
    const body = await ok(g('/api/PCConcOrder/AccountOrderPage', 'sysadmin', { projectId: projects[NANSHAN]!, size: 3 }));
    expect(body.page).toEqual({ has_next: true, has_prev: false, p_index: 1, p_size: 3, record_count: 11 });
    expect(body.total).toEqual({ orders: 11, volume: 1540, deliveredVolume: 1283, trips: 110 });
    expect(body.data.map((r: any) => [r.orderNo, r.volume, r.producedVolume, r.deliveredVolume, r.trips, r.statusName, r.reconcileName])).toEqual([
      ['DD2026061600110', 160, 0, 0, 0, '已审核', '正常'],
      ['DD2026061500199', 180, 93, 84, 7, '生产中', '正常'],
      ['DD2026061300109', 140, 140.1, 139.8, 12, '已完成', '正常'],
    ]);
    const may = await ok(g('/api/PCConcOrder/AccountOrderPage', 'sysadmin', { projectId: projects[NANSHAN]!, beginTime: '2026-05-01', endTime: '2026-05-31', size: 100 }));
    expect(may.data.every((r: any) => r.planTime >= '2026-04-30T16:00:00.000Z' && r.planTime < '2026-05-31T16:00:00.000Z')).toBe(true);
    expect((await g('/api/PCConcOrder/AccountOrderPage', 'sysadmin', { beginTime: '2026/05/01' })).body).toMatchObject({ code: 400, msg: '开始日期格式不正确（yyyy-MM-dd）' });
  });

  test('AccountOrderPage is scoped: a project user sees its project only; another project is refused', async () => {
    const own = await ok(g('/api/PCConcOrder/AccountOrderPage', 'project_demo', { size: 100 }));
    expect(new Set(own.data.map((r: any) => r.projectName))).toEqual(new Set([NANSHAN]));
    expect((await g('/api/PCConcOrder/GetOrderHistoryDetail', 'project_demo', { id: (await s.db.one<{ id: number }>('SELECT id FROM conc_orders WHERE project_id <> $1 LIMIT 1', [projects[NANSHAN]]))!.id })).body)
      .toMatchObject({ code: 402, msg: '没有权限' });
  });
});

describe('tasks', () => {
  test('WhereProductListByOrderId: the tasks of one order; the order is required', async () => {
    const body = await ok(g('/api/PCConcTaskUp/WhereProductListByOrderId', 'sysadmin', { order_id: FIRST_ORDER }));
    expect(body.page.record_count).toBe(1);
    expect(body.data[0]).toMatchObject({ id: FIRST_TASK, taskNo: 'RW2026051700100', volumePlanned: 140, volumeProduced: 140.1, statusName: '已完成' });
    expect((await g('/api/PCConcTaskUp/WhereProductListByOrderId', 'sysadmin')).body).toMatchObject({ code: 400, msg: '请选择订单' });
  });

  test('MultiCreateConcProduct: all tasks or none; a refused one is named by its place', async () => {
    const order = (await s.db.one<{ id: number; plant_id: number }>('SELECT id, plant_id FROM conc_orders WHERE status = 1 AND project_id = $1 ORDER BY id LIMIT 1', [projects[NANSHAN]]))!;
    const before = (await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM conc_tasks'))!.n;
    const bad = await post('/api/PCConcTaskUp/MultiCreateConcProduct', 'sysadmin', {
      order_id: order.id, list: JSON.stringify([{ plant_id: order.plant_id, volume_planned: 10 }, { volume_planned: 5 }]),
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '第2条：请选择搅拌站' });
    expect((await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM conc_tasks'))!.n).toBe(before);
    expect((await post('/api/PCConcTaskUp/MultiCreateConcProduct', 'sysadmin', { order_id: order.id, list: '[]' })).body).toMatchObject({ code: 400, msg: '请至少提交一条任务' });
    expect((await post('/api/PCConcTaskUp/MultiCreateConcProduct', 'sysadmin', { list: 'x' })).body).toMatchObject({ code: 400, msg: '任务列表格式不正确' });

    const created = await ok(post('/api/PCConcTaskUp/MultiCreateConcProduct', 'enterprise_demo', {
      order_id: order.id, list: JSON.stringify([{ plant_id: order.plant_id, volume_planned: 10 }, { plant_id: order.plant_id, volume_planned: 5, strength_grade: 'c35' }]),
    }));
    expect(created.data.ids).toHaveLength(2);
    const rows = await s.db.many<{ volume_planned: string; strength_grade: string; status: number }>(
      'SELECT volume_planned, strength_grade, status FROM conc_tasks WHERE id = ANY($1::int[]) ORDER BY id', [created.data.ids]);
    const grade = (await s.db.one<{ g: string }>('SELECT strength_grade AS g FROM conc_orders WHERE id = $1', [order.id]))!.g;
    expect(rows).toEqual([{ volume_planned: '10.0', strength_grade: grade, status: 0 }, { volume_planned: '5.0', strength_grade: 'C35', status: 0 }]);

    const updated = await ok(post('/api/PCConcTaskUp/MultiUpdateConcProduct', 'enterprise_demo', {
      list: JSON.stringify(created.data.ids.map((id: number, i: number) => ({ id, volume_planned: 20 + i }))),
    }));
    expect(updated.data.ids).toEqual(created.data.ids);
    expect((await s.db.many<{ v: string }>('SELECT volume_planned AS v FROM conc_tasks WHERE id = ANY($1::int[]) ORDER BY id', [created.data.ids])).map((r) => r.v)).toEqual(['20.0', '21.0']);
    expect((await post('/api/PCConcTaskUp/MultiUpdateConcProduct', 'enterprise_demo', { list: JSON.stringify([{ id: created.data.ids[0], volume_planned: -1 }]) })).body)
      .toMatchObject({ code: 400, msg: '第1条：方量必须大于0' });

    const moved = await ok(post('/api/PCConcTaskUp/MultiModifyConcTaskStatus', 'enterprise_demo', { ids: created.data.ids.join(','), status: 3 }));
    expect(moved.msg).toBe('状态修改成功');
    expect((await s.db.many<{ status: number }>('SELECT status FROM conc_tasks WHERE id = ANY($1::int[])', [created.data.ids])).map((r) => r.status)).toEqual([3, 3]);
    expect((await post('/api/PCConcTaskUp/MultiModifyConcTaskStatus', 'enterprise_demo', { ids: created.data.ids.join(','), status: 1 })).body)
      .toMatchObject({ code: 400, msg: '第1条：当前状态为「已取消」，不能开始生产' });
  });

  test('the Multi… calls need their buttons and the scope', async () => {
    expect((await post('/api/PCConcTaskUp/MultiCreateConcProduct', 'readonly_demo', { order_id: FIRST_ORDER, list: '[{}]' })).body).toMatchObject({ code: 402 });
    expect((await post('/api/PCConcTaskUp/MultiModifyConcTaskStatus', 'readonly_demo', { ids: String(FIRST_TASK), status: 3 })).body).toMatchObject({ code: 402 });
    const other = (await s.db.one<{ id: number }>('SELECT id FROM conc_tasks WHERE project_id <> $1 AND status = 0 LIMIT 1', [projects[NANSHAN]]))!.id;
    expect((await post('/api/PCConcTaskUp/MultiModifyConcTaskStatus', 'project_demo', { ids: String(other), status: 3 })).body).toMatchObject({ code: 402 });
  });
});

describe('formulas, plants and accounts', () => {
  test('PCGetFormulaNameDevid: the formulas of a plant, C20 to C50', async () => {
    const { data } = await ok(g('/api/ConcFormula/PCGetFormulaNameDevid', 'sysadmin', { devid: 1 }));
    expect(data.map((f: any) => f.name)).toEqual(['C20', 'C25', 'C30', 'C35', 'C40', 'C50'].map((g) => `PB-HZS-NS-01-${g}（${g}）`));
    expect(data[0]).toEqual({ id: 1, formulaNo: 'PB-HZS-NS-01-C20', strengthGrade: 'C20', slump: '160±20', name: 'PB-HZS-NS-01-C20（C20）' });
    expect((await g('/api/ConcFormula/PCGetFormulaNameDevid', 'sysadmin')).body).toMatchObject({ code: 400, msg: '请选择搅拌站' });
    // 远景天河 (another company's plant) lies outside the enterprise demo's scope.
    expect((await g('/api/ConcFormula/PCGetFormulaNameDevid', 'enterprise_demo', { devid: 4 })).body).toMatchObject({ code: 402 });
  });

  test('GetDeviceDetail (materials): the plant, its silos and its formulas', async () => {
    const { data } = await ok(g('/api/ConcFormulaMaterial/GetDeviceDetail', 'sysadmin', { devid: 1 }));
    expect(data.device).toMatchObject({ plantName: '华建南山搅拌站', plantCode: 'HZS-NS-01', capacityPerHour: 180, auditStatus: 2 });
    expect(data.silos.map((x: any) => [x.siloName, x.materialName, x.capacity])).toEqual([
      ['1#水泥仓', '水泥', 300], ['2#粉煤灰仓', '粉煤灰', 150], ['3#矿粉仓', '矿粉', 150], ['4#砂仓', '砂', 800], ['5#石子仓', '石子', 1000], ['6#外加剂罐', '外加剂', 20],
      ['7#水箱', '水', 100],
    ]);
    expect(data.formulas).toHaveLength(6);
    expect(data.formulas.every((f: any) => f.materials === 7)).toBe(true);
  });

  test('AccountProductPage, AccountProductConsump and GetStatistics of one task', async () => {
    const product = await ok(g('/api/ConcProduct/AccountProductPage', 'sysadmin', { order_id: FIRST_ORDER }));
    expect(product.data).toEqual([{
      id: FIRST_TASK, taskNo: 'RW2026051700100', orderNo: 'DD2026051700100', projectName: NANSHAN, plantName: '华建南山搅拌站', strengthGrade: 'C25', volumePlanned: 140,
      volumeProduced: 140.1, batches: 47, trips: 12, deliveredVolume: 139.8, firstBatchAt: '2026-05-17T00:00:00.000Z', lastBatchAt: '2026-05-17T04:36:00.000Z',
      planTime: '2026-05-17T00:00:00.000Z', statusName: '已完成',
    }]);
    const { data: use } = await ok(g('/api/ConcProduct/AccountProductConsump', 'sysadmin', { task_id: FIRST_TASK }));
    expect(use.map((m: any) => [m.materialName, m.plannedKg])).toEqual([
      ['石子', 147063], ['砂', 109246.8], ['水泥', 36415.6], ['水', 24510.5], ['粉煤灰', 9804.2], ['矿粉', 8403.6], ['外加剂', 868.56],
    ]);
    const { data: stats } = await ok(g('/api/PCConcCycRecUp/GetStatistics', 'sysadmin', { task_id: FIRST_TASK }));
    expect(stats).toEqual({
      batches: 47, volume: 140.1, tasks: 1, firstAt: '2026-05-17T00:00:00.000Z', lastAt: '2026-05-17T04:36:00.000Z', byStrength: [{ strengthGrade: 'C25', batches: 47, volume: 140.1 }],
    });
    const { data: today } = await ok(g('/api/PCConcCycRecUp/GetStatistics', 'sysadmin'));
    expect(today).toMatchObject({ batches: 125, volume: 375, tasks: 5 });
  });

  test('QueryDeviceInfoPageByMonitor: every plant in scope with today’s production and its cars', async () => {
    const body = await ok(g('/api/PCConcDevice/QueryDeviceInfoPageByMonitor', 'sysadmin'));
    expect(body.page.record_count).toBe(4);
    expect(body.data[0]).toEqual({
      id: 1, plantName: '华建南山搅拌站', plantCode: 'HZS-NS-01', online: true, lastSeenAt: '2026-06-15T02:00:00.000Z', todayVolume: 93, todayBatches: 31,
      currentTaskNo: 'RW2026061500199', currentProjectName: NANSHAN, tankers: 4, tankersOut: 3, lowSilos: 0,
    });
    expect((await ok(g('/api/PCConcDevice/QueryDeviceInfoPageByMonitor', 'enterprise_demo'))).data.map((r: any) => r.plantName)).toEqual(['华建南山搅拌站', '华建前海搅拌站']);
    expect((await g('/api/PCConcDevice/QueryDeviceInfoPageByMonitor', 'government_demo')).body).toMatchObject({ code: 402 });
  });

  test('a project user lists the plants (company-owned: none in a project scope) without a server error', async () => {
    // The scope condition is `false` for a table without a project column: it binds no unused parameter (42P18).
    const body = await ok(g('/api/PCConcDevice/WhereDeviceList', 'project_demo', { index: 1, size: 100 }));
    expect(body.page.record_count).toBe(0);
  });

  test('WhereUserList: the users of the caller’s scope, phone masked, by name', async () => {
    const body = await ok(g('/api/Employee/WhereUserList', 'enterprise_demo', { size: 3 }));
    expect(body.data).toEqual([
      { id: 2, userName: 'enterprise_demo', realName: '张建国', mobile: '1380***0002' },
      { id: 3, userName: 'project_demo', realName: '李项目', mobile: '1380***0003' },
      { id: 5, userName: 'readonly_demo', realName: '赵只读', mobile: '1380***0005' },
    ]);
    expect((await ok(g('/api/Employee/WhereUserList', 'enterprise_demo', { name: '建国' }))).data.map((u: any) => u.userName)).toEqual(['enterprise_demo']);
  });
});

describe('deliveries and the transport list', () => {
  test('WhereTransProductList: newest trips first, with page index and record count; filters', async () => {
    const body = await ok(g('/api/PCConcTaskUp/WhereTransProductList', 'sysadmin', { size: 2 }));
    expect(body.page).toEqual({ has_next: true, has_prev: false, p_index: 1, p_size: 2, record_count: 665 });
    expect(body.data[0]).toEqual({
      id: 665, taskId: 56, orderId: 62, plantId: 4, projectId: 6, tankerId: 11, taskNo: 'RW2026061500699', orderNo: 'DD2026061500699', projectName: '天河商业中心项目',
      plantName: '远景天河搅拌站', plateNo: '粤A7D101', driverName: '梁启明', strengthGrade: 'C30', volume: 12, leftAt: '2026-06-15T01:47:00.000Z', arrivedAt: '',
      arrived: false, statusName: '运输中',
    });
    const task = await ok(g('/api/PCConcTaskUp/WhereTransProductList', 'sysadmin', { task_id: FIRST_TASK, size: 20 }));
    expect(task.page.record_count).toBe(12);
    expect(task.data[0]).toMatchObject({ plateNo: '粤B3K205', volume: 8.9, arrivedAt: '2026-05-17T05:16:00.000Z', statusName: '已送达' });
    const plate = await ok(g('/api/PCConcTaskUp/WhereTransProductList', 'sysadmin', { task_id: FIRST_TASK, plateNo: 'K201' }));
    expect(plate.page.record_count).toBe(3);
    expect((await ok(g('/api/PCConcTaskUp/WhereTransProductList', 'enterprise_demo', { size: 1 }))).page.record_count).toBe(329);
  });

  test('WhereTransProductList needs 运输记录: project and government users are refused', async () => {
    for (const who of ['project_demo', 'government_demo']) {
      expect((await g('/api/PCConcTaskUp/WhereTransProductList', who)).body).toMatchObject({ code: 402, msg: '没有权限' });
    }
  });

  test('a task in production sends an idle car of its plant: 发车 then 送达', async () => {
    const task = (await s.db.one<{ id: number; plant_id: number }>('SELECT id, plant_id FROM conc_tasks WHERE status = 1 AND project_id = $1 LIMIT 1', [projects[NANSHAN]]))!;
    const car = await s.db.one<{ id: number; capacity_m3: string }>('INSERT INTO conc_tanker_cars (company_id, district_code, plant_id, plate_no) SELECT company_id, district_code, id, $2 FROM conc_plants WHERE id = $1 RETURNING id, capacity_m3', [task.plant_id, '粤B0T001']);
    const busy = (await s.db.one<{ id: number }>('SELECT id FROM conc_tanker_cars WHERE plant_id = $1 AND status <> 0 LIMIT 1', [task.plant_id]))!.id;
    const otherPlant = (await s.db.one<{ id: number }>(
      'INSERT INTO conc_tanker_cars (company_id, district_code, plant_id, plate_no) SELECT company_id, district_code, id, $2 FROM conc_plants WHERE id = $1 RETURNING id',
      [task.plant_id === 1 ? 2 : 1, '粤B0T002']))!.id;
    const send = (who: string, f: Record<string, string | number>) => post('/api/PCConcTaskUp/CreateTransProduct', who, { task_id: task.id, ...f });
    expect((await send('enterprise_demo', {})).body).toMatchObject({ code: 400, msg: '请选择罐车' });
    expect((await send('enterprise_demo', { tanker_id: busy })).body).toMatchObject({ code: 400, msg: '罐车不在空闲状态，不能发车' });
    expect((await send('enterprise_demo', { tanker_id: otherPlant })).body).toMatchObject({ code: 400, msg: '罐车未绑定该任务的搅拌站' });
    expect((await send('enterprise_demo', { tanker_id: car!.id, volume_m3: 13 })).body).toMatchObject({ code: 400, msg: '装载方量必须大于0且不超过罐车容量' });
    expect((await send('readonly_demo', { tanker_id: car!.id })).body).toMatchObject({ code: 402 });
    const sent = await ok(send('enterprise_demo', { tanker_id: car!.id, volume_m3: 8 }));
    expect(sent.msg).toBe('发车成功');
    expect(await s.db.one('SELECT status, current_task_id FROM conc_tanker_cars WHERE id = $1', [car!.id])).toEqual({ status: 2, current_task_id: task.id });
    const list = await ok(g('/api/PCConcTaskUp/WhereTransProductList', 'enterprise_demo', { tanker_id: car!.id }));
    expect(list.data).toEqual([expect.objectContaining({ id: sent.data.id, plateNo: '粤B0T001', volume: 8, statusName: '运输中' })]);
    expect((await send('enterprise_demo', { tanker_id: car!.id })).body).toMatchObject({ code: 400, msg: '罐车不在空闲状态，不能发车' });

    expect((await ok(post('/api/PCConcTaskUp/ModifyTransProductArrived', 'enterprise_demo', { id: sent.data.id }))).msg).toBe('送达成功');
    expect((await post('/api/PCConcTaskUp/ModifyTransProductArrived', 'enterprise_demo', { id: sent.data.id })).body).toMatchObject({ code: 400, msg: '该车次已送达' });
    expect((await s.db.one<{ status: number }>('SELECT status FROM conc_tanker_cars WHERE id = $1', [car!.id]))!.status).toBe(4);
    const after = await ok(g('/api/PCConcTaskUp/WhereTransProductList', 'enterprise_demo', { tanker_id: car!.id }));
    expect(after.data[0]).toMatchObject({ arrived: true, statusName: '已送达' });
  });
});

describe('the production screen of one plant', () => {
  test('GetHntsc_sctj with plantId: a new plant’s figures move with its order, task and delivery only', async () => {
    const plant = (await ok(post('/api/PCConcDevice/CreateConcDevice', 'enterprise_demo', { plant_name: '测试单站', capacity_per_hour: 60 }))).data.id as number;
    const car = (await ok(post('/api/PCTankerCar/CreateTankerCar', 'enterprise_demo', { plate_no: '粤B0T009', plant_id: plant, capacity_m3: 10 }))).data.id as number;
    const screen = async () => (await ok(post('/api/TyScreen/GetHntsc_sctj', 'enterprise_demo', { plantId: plant }))).data;
    const before = await screen();
    expect(before.plants).toEqual({ total: 1, online: 0 });
    expect(before.today).toEqual({ volume: 0, batches: 0, tasks: 0, trips: 0, tankersOut: 0 });
    expect(before.month).toEqual({ volume: 0, orders: 0, trips: 0 });
    expect(before.tankers).toEqual([{ id: car, plateNo: '粤B0T009', driver: '', statusName: '空闲', projectName: '' }]);

    const order = (await ok(post('/api/PCConcOrder/CreateConcOrder', 'enterprise_demo', {
      project_id: projects[NANSHAN]!, plant_id: plant, strength_grade: 'C30', volume_m3: 20, plan_time: '2026-06-15 12:00',
    }))).data.id as number;
    await ok(post('/api/PCConcOrder/ModifyOrderStatus', 'enterprise_demo', { id: order, status: 1 }));
    const task = (await ok(post('/api/PCConcTaskUp/CreateConcProduct', 'enterprise_demo', { order_id: order, plant_id: plant, volume_planned: 20 }))).data.id as number;
    await ok(post('/api/PCConcTaskUp/ModifyConcTaskStatus', 'enterprise_demo', { id: task, status: 1 }));
    await ok(post('/api/PCConcTaskUp/CreateTransProduct', 'enterprise_demo', { task_id: task, tanker_id: car, volume_m3: 8 }));

    const after = await screen();
    expect(after.today).toEqual({ volume: 0, batches: 0, tasks: 0, trips: 1, tankersOut: 1 });
    expect(after.month).toEqual({ volume: 0, orders: 1, trips: 1 });
    expect(after.tankers).toEqual([{ id: car, plateNo: '粤B0T009', driver: '', statusName: '运输中', projectName: NANSHAN }]);
    expect((await post('/api/TyScreen/GetHntsc_sctj', 'enterprise_demo', { plantId: 'x' })).body).toMatchObject({ code: 400, msg: '搅拌站格式不正确' });
  });
});
