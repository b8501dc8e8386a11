import { concreteRound } from '../src/simulator/concrete-round';
import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';
import { useDemoIds } from './demo-ids';

/** Concrete production data, its record calls and its two screen statistics (docs/decisions/0200). */
const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'] });
const tokens = s.tokens;
const { projects, companies } = useDemoIds(s);

const screen = async (action: 'GetHntsc_sctj' | 'GetHntsc_ddtj', who: string, query: Record<string, string | number> = {}) =>
  postForm(`${s.api}/api/TyScreen/${action}`, query, bearer(tokens[who]!));
const data = async (action: 'GetHntsc_sctj' | 'GetHntsc_ddtj', who: string, query: Record<string, string | number> = {}) => {
  const r = await screen(action, who, query);
  expect(r.body).toMatchObject({ code: 200 });
  return r.body.data;
};
const count = async (sql: string, params: unknown[] = []) => (await s.db.one<{ n: number }>(sql, params))!.n;
const round1 = (x: number) => Math.round(x * 10) / 10;

describe('demo data', () => {
  test('every chart has a shape on first start', async () => {
    const p = await data('GetHntsc_sctj', 'sysadmin');
    expect(p.plants).toEqual({ total: 4, online: 4 });
    expect(p.volumeTrend.categories).toHaveLength(30);
    expect(p.volumeTrend.series.map((x: any) => x.name)).toEqual(['生产方量']);
    expect(p.volumeTrend.series[0].data).toEqual([
      260.1, 399.8, 300.3, 299.9, 260.3, 339.8, 339.8, 299.7, 200.1, 0, 0, 0, 420.1, 199.9, 280, 279.8, 240, 320.3, 139.9, 279.8, 359.8, 179.9, 320.1, 219.8, 220,
      360.2, 259.9, 260.1, 399.8, 375,
    ]);
    expect(p.volumeByHour.categories[0]).toBe('0时');
    expect(p.volumeByHour.categories[23]).toBe('23时');
    expect(p.volumeByHour.series[0].data).toEqual([0, 0, 0, 0, 0, 0, 0, 120, 120, 120, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(p.today).toEqual({ volume: 375, batches: 125, tasks: 5, trips: 28, tankersOut: 8 });
    expect(p.month).toEqual({ volume: 4214.4, orders: 40, trips: 357 });
    expect(p.year).toEqual({ volume: 7814.1 });
    expect(p.byStrength).toEqual([
      { name: 'C30', value: 1011.4 }, { name: 'C50', value: 799.3 }, { name: 'C40', value: 760.7 }, { name: 'C35', value: 660 }, { name: 'C20', value: 540 },
      { name: 'C25', value: 443 },
    ]);
    expect(p.byPlant).toEqual([
      { name: '华建路桥宝安搅拌站', value: 1275.6 }, { name: '华建南山搅拌站', value: 1153 }, { name: '华建前海搅拌站', value: 993 }, { name: '远景天河搅拌站', value: 792.9 },
    ]);
    expect(p.materials).toEqual([
      { name: '石子', value: 4343 }, { name: '砂', value: 3164.9 }, { name: '水泥', value: 1372.5 }, { name: '水', value: 688.8 }, { name: '矿粉', value: 324.3 },
      { name: '粉煤灰', value: 296.2 }, { name: '外加剂', value: 33.3 },
    ]);
    expect(p.materialDeviation).toEqual([
      { material: '石子', planned: 4369.2, actual: 4343, deviation: -0.6 },
      { material: '砂', planned: 3118.2, actual: 3164.9, deviation: 1.5 },
      { material: '水泥', planned: 1361.4, actual: 1372.5, deviation: 0.8 },
      { material: '水', planned: 697.2, actual: 688.8, deviation: -1.2 },
      { material: '矿粉', planned: 325.6, actual: 324.3, deviation: -0.4 },
      { material: '粉煤灰', planned: 295.4, actual: 296.2, deviation: 0.3 },
      { material: '外加剂', planned: 32.6, actual: 33.3, deviation: 2 },
    ]);
    expect(p.silos).toHaveLength(28);
    expect(p.silos[0]).toEqual(expect.objectContaining({ name: '1#水泥仓', material: '水泥', capacity: 300 }));
    expect(p.latestBatches).toHaveLength(20);
    expect(p.tankers).toHaveLength(12);
    expect(p.tankers[0].statusName).not.toBe('空闲');
    expect(p.tankers[0].projectName).not.toBe('');

    const o = await data('GetHntsc_ddtj', 'sysadmin');
    expect(o.byStatus).toEqual([
      { name: '待审核', value: 1, key: 0 }, { name: '已审核', value: 6, key: 1 }, { name: '生产中', value: 5, key: 2 }, { name: '已完成', value: 52, key: 3 },
      { name: '已取消', value: 6, key: 4 },
    ]);
    expect(o.byStatus.reduce((a: number, x: any) => a + x.value, 0)).toBe(o.total);
    expect(o.total).toBe(await count('SELECT count(*)::int AS n FROM conc_orders WHERE if_del = 0'));
    expect(o).toMatchObject({ total: 70, inProgress: 5, completedThisMonth: 28, volumeOrdered: 9360, volumeDelivered: 7776.8 });
    expect(o.trend.series.map((x: any) => x.name)).toEqual(['订单方量', '送货方量']);
    expect(o.latest).toHaveLength(20);
    expect(o.byProject).toEqual(
      ([['天河商业中心项目', 1760], ['前海交通枢纽配套工程', 1620], ['宝安区第二实验学校', 1600], ['南山科技园综合楼项目', 1540], ['宝安沿江高架桥工程', 1520], ['福田中心公园改造', 1320]] as const)
        .map(([name, value]) => ({ name, value, key: projects[name] })),
    );
  });
});

describe('statistics match the rows', () => {
  let project: number;
  let plantName: string;
  const batches = [2, 2, 1.5];
  // per batch: [material, planned kg, actual kg]
  const mats: [string, number, number][][] = [
    [['水泥', 580, 590], ['砂', 1520, 1500], ['水', 340, 331.5]],
    [['水泥', 580, 600], ['砂', 1520, 1540], ['水', 340, 335]],
    [['水泥', 435, 430], ['砂', 1140, 1140], ['水', 255, 250]],
  ];

  beforeAll(async () => {
    const c = await s.db.one<{ id: number }>(`INSERT INTO companies (name, district_code) VALUES ('测试混凝土有限公司', '440399') RETURNING id`);
    const pr = await s.db.one<{ id: number }>(
      `INSERT INTO projects (company_id, project_name, project_no, project_status, district_code, start_date, end_date)
       VALUES ($1, '混凝土测试项目', 'T-260', 3, '440399', DATE '2025-01-01', DATE '2028-01-01') RETURNING id`, [c!.id]);
    project = pr!.id;
    plantName = '测试搅拌站';
    const pl = await s.db.one<{ id: number }>(
      `INSERT INTO conc_plants (company_id, district_code, plant_name, audit_status, last_seen_at) VALUES ($1, '440399', $2, 2, now() - interval '20 minutes') RETURNING id`,
      [c!.id, plantName]);
    const o = await s.db.one<{ id: number }>(
      `INSERT INTO conc_orders (company_id, project_id, district_code, plant_id, order_no, strength_grade, volume_m3, plan_time, status)
       VALUES ($1, $2, '440399', $3, 'DD-T-1', 'C45', 20, now(), 2) RETURNING id`, [c!.id, project, pl!.id]);
    const k = await s.db.one<{ id: number }>(
      `INSERT INTO conc_tasks (order_id, company_id, project_id, district_code, plant_id, task_no, strength_grade, volume_planned, volume_produced, status)
       VALUES ($1, $2, $3, '440399', $4, 'RW-T-1', 'C45', 20, 5.5, 1) RETURNING id`, [o!.id, c!.id, project, pl!.id]);
    for (const [i, v] of batches.entries()) {
      const b = await s.db.one<{ id: number }>(
        `INSERT INTO conc_batches (company_id, project_id, district_code, plant_id, task_id, strength_grade, volume_m3, ts)
         VALUES ($1, $2, '440399', $3, $4, 'C45', $5, now() - make_interval(secs => $6)) RETURNING id`, [c!.id, project, pl!.id, k!.id, v, 3 - i]);
      for (const [name, planned, actual] of mats[i]!) {
        await s.db.exec(
          `INSERT INTO conc_batch_materials (batch_id, company_id, project_id, district_code, ts, material_name, planned_kg, actual_kg)
           SELECT id, company_id, project_id, district_code, ts, $2, $3, $4 FROM conc_batches WHERE id = $1`, [b!.id, name, planned, actual]);
      }
    }
    const car = await s.db.one<{ id: number }>(
      `INSERT INTO conc_tanker_cars (company_id, district_code, plant_id, plate_no, driver_name, status, current_task_id)
       VALUES ($1, '440399', $2, '粤B99T01', '测试司机', 2, $3) RETURNING id`, [c!.id, pl!.id, k!.id]);
    await s.db.exec(`INSERT INTO conc_tanker_cars (company_id, district_code, plant_id, plate_no, driver_name) VALUES ($1, '440399', $2, '粤B99T02', '空闲司机')`, [c!.id, pl!.id]);
    await s.db.exec(
      `INSERT INTO conc_deliveries (company_id, project_id, district_code, plant_id, order_id, task_id, tanker_id, volume_m3, left_at)
       VALUES ($1, $2, '440399', $3, $4, $5, $6, 4, now() - interval '2 seconds'), ($1, $2, '440399', $3, $4, $5, $6, 1.5, now() - interval '1 second')`,
      [c!.id, project, pl!.id, o!.id, k!.id, car!.id]);
  });

  test('production statistics of one project', async () => {
    const p = await data('GetHntsc_sctj', 'sysadmin', { projectId: project });
    expect(p.plants).toEqual({ total: 1, online: 0 });
    expect(p.today).toEqual({ volume: 5.5, batches: 3, tasks: 1, trips: 2, tankersOut: 1 });
    expect(p.month).toEqual({ volume: 5.5, orders: 1, trips: 2 });
    expect(p.year).toEqual({ volume: 5.5 });
    expect(p.byStrength).toEqual([{ name: 'C45', value: 5.5 }]);
    expect(p.byPlant).toEqual([{ name: plantName, value: 5.5 }]);
    expect(p.volumeTrend.series[0].data.at(-1)).toBe(5.5);
    expect(p.volumeByHour.series[0].data.reduce((a: number, v: number) => a + v, 0)).toBe(5.5);
    const sum = (name: string, at: 1 | 2) => mats.flat().filter((m) => m[0] === name).reduce((a, m) => a + m[at], 0);
    // 水泥 planned 1595 kg, actual 1620 kg: +1.6 %; 砂 4180 / 4180: 0; 水 935 / 916.5: -2.0 %
    expect(p.materialDeviation).toEqual([
      { material: '砂', planned: 4.2, actual: 4.2, deviation: 0 },
      { material: '水泥', planned: 1.6, actual: 1.6, deviation: 1.6 },
      { material: '水', planned: 0.9, actual: 0.9, deviation: -2 },
    ]);
    expect(p.materials).toEqual(['砂', '水泥', '水'].map((name) => ({ name, value: round1(sum(name, 2) / 1000) })));
    expect(p.latestBatches.map((b: any) => b.volume)).toEqual([1.5, 2, 2]);
    expect(p.latestBatches[0]).toEqual(expect.objectContaining({ plantName, taskNo: 'RW-T-1', projectName: '混凝土测试项目', strength: 'C45' }));
    expect(p.tankers).toEqual([
      expect.objectContaining({ plateNo: '粤B99T01', driver: '测试司机', statusName: '运输中', projectName: '混凝土测试项目' }),
      expect.objectContaining({ plateNo: '粤B99T02', statusName: '空闲', projectName: '' }),
    ]);
    expect(p.silos).toEqual([]);
  });

  test('order statistics of one project', async () => {
    const o = await data('GetHntsc_ddtj', 'sysadmin', { projectId: project });
    expect(o).toMatchObject({ total: 1, inProgress: 1, completedThisMonth: 0, volumeOrdered: 20, volumeDelivered: 5.5 });
    expect(o.byStatus.find((x: any) => x.name === '生产中').value).toBe(1);
    expect(o.byProject).toEqual([{ name: '混凝土测试项目', value: 20, key: project }]);
    expect(o.trend.series[0].data.at(-1)).toBe(20);
    expect(o.trend.series[1].data.at(-1)).toBe(5.5);
    expect(o.latest).toEqual([expect.objectContaining({ orderNo: 'DD-T-1', projectName: '混凝土测试项目', strength: 'C45', volume: 20, delivered: 5.5, statusName: '生产中' })]);
  });

  test('the demo viewers never see it', async () => {
    for (const who of ['enterprise_demo', 'project_demo', 'government_demo']) {
      const o = await data('GetHntsc_ddtj', who);
      expect(o.latest.map((r: any) => r.projectName)).not.toContain('混凝土测试项目');
      const p = await data('GetHntsc_sctj', who);
      expect(p.byPlant.map((r: any) => r.name)).not.toContain(plantName);
      expect(p.tankers.map((r: any) => r.plateNo)).not.toContain('粤B99T01');
    }
  });
});

describe('scope', () => {
  test('project user: only its project’s orders and batches, the plants serving it', async () => {
    const own = projects['南山科技园综合楼项目']!;
    const o = await data('GetHntsc_ddtj', 'project_demo');
    expect(o.total).toBe(await count('SELECT count(*)::int AS n FROM conc_orders WHERE if_del = 0 AND project_id = $1', [own]));
    expect(new Set(o.latest.map((r: any) => r.projectName))).toEqual(new Set(['南山科技园综合楼项目']));
    expect(o.byProject.map((r: any) => r.name)).toEqual(['南山科技园综合楼项目']);
    const p = await data('GetHntsc_sctj', 'project_demo');
    expect(p.latestBatches).toHaveLength(20);
    expect(new Set(p.latestBatches.map((r: any) => r.projectName))).toEqual(new Set(['南山科技园综合楼项目']));
    expect(p.plants.total).toBe(1);
    expect(new Set(p.silos.map((r: any) => r.plantName))).toEqual(new Set(['华建南山搅拌站']));
    const year = await s.db.one<{ v: string }>(
      `SELECT coalesce(sum(volume_m3), 0) AS v FROM conc_batches WHERE project_id = $1 AND ts >= date_trunc('year', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai'`, [own]);
    expect(p.year.volume).toBe(round1(Number(year!.v)));
    for (const t of p.tankers) expect(['', '南山科技园综合楼项目']).toContain(t.projectName);
  });

  test('enterprise user: its company subtree', async () => {
    const subtree = [companies['华建第一工程有限公司']!, companies['华建第一工程南山分公司']!];
    const o = await data('GetHntsc_ddtj', 'enterprise_demo');
    expect(o.total).toBe(await count('SELECT count(*)::int AS n FROM conc_orders WHERE if_del = 0 AND company_id = ANY($1::int[])', [subtree]));
    expect(o.byProject.map((r: any) => r.name)).not.toContain('天河商业中心项目');
    expect(o.byProject.map((r: any) => r.name)).not.toContain('宝安沿江高架桥工程');
    const p = await data('GetHntsc_sctj', 'enterprise_demo');
    expect(p.plants.total).toBe(2);
    expect(p.byPlant.map((r: any) => r.name).sort()).toEqual(['华建前海搅拌站', '华建南山搅拌站'].sort());
    expect(p.tankers).toHaveLength(7);
  });

  test('government user: its district', async () => {
    const o = await data('GetHntsc_ddtj', 'government_demo');
    expect(o.total).toBe(await count(`SELECT count(*)::int AS n FROM conc_orders WHERE if_del = 0 AND district_code LIKE '440305%'`));
    const p = await data('GetHntsc_sctj', 'government_demo');
    expect(p.plants.total).toBe(await count(`SELECT count(*)::int AS n FROM conc_plants WHERE if_del = 0 AND district_code LIKE '440305%'`));
  });

  test('projectId narrows within the scope; outside it → 402', async () => {
    const qianhai = projects['前海交通枢纽配套工程']!;
    const o = await data('GetHntsc_ddtj', 'enterprise_demo', { projectId: qianhai });
    expect(o.byProject.map((r: any) => r.name)).toEqual(['前海交通枢纽配套工程']);
    const p = await data('GetHntsc_sctj', 'enterprise_demo', { projectId: qianhai });
    expect(p.plants.total).toBe(1);
    expect((await screen('GetHntsc_sctj', 'enterprise_demo', { projectId: projects['天河商业中心项目']! })).body).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await screen('GetHntsc_ddtj', 'project_demo', { projectId: qianhai })).body.code).toBe(402);
    expect((await screen('GetHntsc_ddtj', 'government_demo', { projectId: projects['宝安沿江高架桥工程']! })).body.code).toBe(402);
  });
});

describe('record calls', () => {
  const url = (path: string) => `${s.api}${path}`;
  const plantId = async (name: string) => (await s.db.one<{ id: number }>('SELECT id FROM conc_plants WHERE plant_name = $1', [name]))!.id;

  test('orders: create, list, detail, status, scope and buttons', async () => {
    const order = { project_id: projects['南山科技园综合楼项目']!, plant_id: await plantId('华建南山搅拌站'), strength_grade: 'c35', volume_m3: 36, plan_time: '2026-06-18T08:00:00+08:00', pour_part: '三层楼板' };
    const created = await postForm(url('/api/PCConcOrder/CreateConcOrder'), order, bearer(tokens.enterprise_demo!));
    expect(created.body).toMatchObject({ code: 200, detail: '提交成功' });
    const id = created.body.data.id as number;
    const detail = await get(url('/api/PCConcOrder/GetOrderDetail'), { id }, bearer(tokens.project_demo!));
    expect(detail.body.data).toMatchObject({ id, strengthGrade: 'C35', volume: 36, status: 0, statusName: '待审核', companyId: companies['华建第一工程有限公司'] });
    expect(detail.body.data.orderNo).toMatch(/^DD\d{17}$/);
    const list = await get(url('/api/PCConcOrder/WhereOrderList'), { size: 1000 }, bearer(tokens.project_demo!));
    expect(list.body.data.map((r: any) => r.id)).toContain(id);
    expect(new Set(list.body.data.map((r: any) => r.projectId))).toEqual(new Set([projects['南山科技园综合楼项目']]));

    const approve = await postForm(url('/api/PCConcOrder/ModifyOrderStatus'), { id, status: 1 }, bearer(tokens.enterprise_demo!));
    expect(approve.body).toMatchObject({ code: 200 });
    expect((await s.db.one<{ status: number }>('SELECT status FROM conc_orders WHERE id = $1', [id]))!.status).toBe(1);
    expect((await postForm(url('/api/PCConcOrder/ModifyOrderStatus'), { id, status: 9 }, bearer(tokens.enterprise_demo!))).body).toMatchObject({ code: 400, detail: '状态不正确' });

    // Buttons: the read-only user may list but not create, change status or delete.
    expect((await get(url('/api/PCConcOrder/WhereOrderList'), {}, bearer(tokens.readonly_demo!))).body.code).toBe(200);
    const denied = await postForm(url('/api/PCConcOrder/CreateConcOrder'), order, bearer(tokens.readonly_demo!));
    expect(denied.body).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await postForm(url('/api/PCConcOrder/ModifyOrderStatus'), { id, status: 4 }, bearer(tokens.readonly_demo!))).body.code).toBe(402);
    expect((await postForm(url('/api/PCConcOrder/DeleteConcOrder'), { id }, bearer(tokens.readonly_demo!))).body.code).toBe(402);
    expect((await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM conc_orders WHERE id = $1 AND status = 1 AND if_del = 0', [id]))!.n).toBe(1);

    // Scope: a project user cannot read or order for another project.
    const other = await s.db.one<{ id: number }>('SELECT id FROM conc_orders WHERE project_id = $1 LIMIT 1', [projects['宝安沿江高架桥工程']]);
    expect((await get(url('/api/PCConcOrder/GetOrderDetail'), { id: other!.id }, bearer(tokens.project_demo!))).body.code).toBe(402);
    expect((await postForm(url('/api/PCConcOrder/CreateConcOrder'), { ...order, project_id: projects['宝安沿江高架桥工程']! }, bearer(tokens.project_demo!))).body.code).toBe(402);
    expect((await postForm(url('/api/PCConcOrder/CreateConcOrder'), { ...order, strength_grade: '三十' }, bearer(tokens.enterprise_demo!))).body).toMatchObject({ code: 400, detail: '强度等级不在可选范围内' });
    expect((await postForm(url('/api/PCConcOrder/CreateConcOrder'), { ...order, volume_m3: '' }, bearer(tokens.enterprise_demo!))).body).toMatchObject({ code: 400, detail: '请输入方量' });

    const removed = await postForm(url('/api/PCConcOrder/DeleteConcOrder'), { id }, bearer(tokens.enterprise_demo!));
    expect(removed.body.code).toBe(200);
    expect((await s.db.one<{ if_del: number }>('SELECT if_del FROM conc_orders WHERE id = $1', [id]))!.if_del).toBe(1);
  });

  test('tanker cars: create and modify for a plant in scope only; read-only user refused', async () => {
    const car = { plate_no: '粤b 12345', driver_name: '新司机', capacity_m3: 10, plant_id: await plantId('华建南山搅拌站') };
    const created = await postForm(url('/api/PCTankerCar/CreateTankerCar'), car, bearer(tokens.enterprise_demo!));
    expect(created.body).toMatchObject({ code: 200 });
    const id = created.body.data.id as number;
    const detail = await get(url('/api/PCTankerCar/GetTankerCarDetail'), { id }, bearer(tokens.enterprise_demo!));
    expect(detail.body.data).toMatchObject({ plateNo: '粤B12345', capacity: 10, statusName: '空闲', districtCode: '440305' });
    expect((await postForm(url('/api/PCTankerCar/ModifyTankerCar'), { id, driver_name: '换司机' }, bearer(tokens.enterprise_demo!))).body.code).toBe(200);
    expect((await postForm(url('/api/PCTankerCar/ModifyTankerCar'), { id, plate_no: '12345' }, bearer(tokens.enterprise_demo!))).body).toMatchObject({ code: 400, detail: '车牌号格式不正确' });
    expect((await postForm(url('/api/PCTankerCar/CreateTankerCar'), car, bearer(tokens.readonly_demo!))).body.code).toBe(402);
    expect((await postForm(url('/api/PCTankerCar/CreateTankerCar'), { ...car, plant_id: await plantId('远景天河搅拌站') }, bearer(tokens.enterprise_demo!))).body.code).toBe(402);
    const list = await get(url('/api/PCTankerCar/WhereTankerCarList'), { size: 100 }, bearer(tokens.enterprise_demo!));
    expect(list.body.data.map((r: any) => r.plateNo)).toContain('粤B12345');
    expect(list.body.data.map((r: any) => r.plateNo)).not.toContain('粤A7D101');
  });

  test('tasks, formulas and plants are served too', async () => {
    const tasks = await get(url('/api/PCConcTaskUp/WhereProductList'), { size: 5 }, bearer(tokens.project_demo!));
    expect(tasks.body.code).toBe(200);
    expect(tasks.body.data[0]).toHaveProperty('statusName');
    const formulas = await get(url('/api/PCConcFormula/WhereFormulaList'), { size: 100 }, bearer(tokens.enterprise_demo!));
    expect(formulas.body.data).toHaveLength(12);
    const plants = await get(url('/api/PCConcDevice/WhereDeviceList'), {}, bearer(tokens.enterprise_demo!));
    expect(plants.body.data.map((r: any) => r.plantName).sort()).toEqual(['华建前海搅拌站', '华建南山搅拌站'].sort());
    expect(plants.body.data[0]).toMatchObject({ online: true, auditStatus: 2 });
  });
});

describe('more record calls', () => {
  const url = (path: string) => `${s.api}${path}`;

  test('formula materials: create and read for a formula in scope; other company refused', async () => {
    const own = await s.db.one<{ id: number }>(`SELECT f.id FROM conc_formulas f JOIN conc_plants pl ON pl.id = f.plant_id WHERE pl.plant_name = '华建南山搅拌站' LIMIT 1`);
    const foreign = await s.db.one<{ id: number }>(`SELECT f.id FROM conc_formulas f JOIN conc_plants pl ON pl.id = f.plant_id WHERE pl.plant_name = '远景天河搅拌站' LIMIT 1`);
    const created = await postForm(url('/api/ConcFormulaMaterial/CreateMaterial'), { formula_id: own!.id, material_name: '膨胀剂', kg_per_m3: 12.5 }, bearer(tokens.enterprise_demo!));
    expect(created.body).toMatchObject({ code: 200 });
    const detail = await get(url('/api/ConcFormulaMaterial/GetMaterialDetail'), { id: created.body.data.id }, bearer(tokens.enterprise_demo!));
    expect(detail.body.data).toMatchObject({ formulaId: own!.id, materialName: '膨胀剂', kgPerM3: 12.5 });
    expect((await postForm(url('/api/ConcFormulaMaterial/CreateMaterial'), { formula_id: foreign!.id, material_name: '膨胀剂', kg_per_m3: 1 }, bearer(tokens.enterprise_demo!))).body.code).toBe(402);
    expect((await postForm(url('/api/ConcFormulaMaterial/CreateMaterial'), { formula_id: own!.id, kg_per_m3: 1 }, bearer(tokens.enterprise_demo!))).body).toMatchObject({ code: 400, detail: '请输入材料名称' });
  });

  test('binding a tanker car to a plant of the scope', async () => {
    const car = await s.db.one<{ id: number }>(`SELECT id FROM conc_tanker_cars WHERE plate_no = '粤B3K201'`);
    const qianhai = await s.db.one<{ id: number }>(`SELECT id FROM conc_plants WHERE plant_name = '华建前海搅拌站'`);
    const tianhe = await s.db.one<{ id: number }>(`SELECT id FROM conc_plants WHERE plant_name = '远景天河搅拌站'`);
    expect((await postForm(url('/api/TankerCar/BindTankerCar'), { id: car!.id, plant_id: tianhe!.id }, bearer(tokens.enterprise_demo!))).body.code).toBe(402);
    expect((await postForm(url('/api/TankerCar/BindTankerCar'), { id: car!.id, plant_id: qianhai!.id }, bearer(tokens.readonly_demo!))).body.code).toBe(402);
    expect((await postForm(url('/api/TankerCar/BindTankerCar'), { id: car!.id, plant_id: qianhai!.id }, bearer(tokens.enterprise_demo!))).body).toMatchObject({ code: 200, detail: '绑定成功' });
    expect((await s.db.one<{ plant_id: number }>('SELECT plant_id FROM conc_tanker_cars WHERE id = $1', [car!.id]))!.plant_id).toBe(qianhai!.id);
  });

  test('cycle records: newest first, a project user sees its project only', async () => {
    const own = projects['南山科技园综合楼项目']!;
    const r = await get(url('/api/PCConcCycRecUp/WhereCycRecListByCondition'), { size: 50 }, bearer(tokens.project_demo!));
    expect(r.body.code).toBe(200);
    expect(r.body.data.length).toBe(50);
    expect(new Set(r.body.data.map((x: any) => x.projectId))).toEqual(new Set([own]));
    expect(r.body.page.record_count).toBe(await count('SELECT count(*)::int AS n FROM conc_batches WHERE project_id = $1', [own]));
    const ts = r.body.data.map((x: any) => x.ts);
    expect([...ts].sort().reverse()).toEqual(ts);
    expect(typeof r.body.data[0].volume).toBe('number');
  });
});

describe('simulator round', () => {
  test('adds batches, draws the silos down and moves the tanker cars', async () => {
    await s.db.exec('UPDATE conc_silos SET level_t = capacity_t * 0.5');
    const producing = await s.db.many<{ plant_id: number }>(
      `SELECT DISTINCT k.plant_id FROM conc_tasks k JOIN conc_plants pl ON pl.id = k.plant_id WHERE pl.simulated AND k.status = 1 AND k.if_del = 0`);
    expect(producing).toHaveLength(4);
    const loading = await s.db.one<{ id: number }>(
      `UPDATE conc_tanker_cars SET status = 1, status_since = now() - interval '1 hour'
        WHERE id = (SELECT tc.id FROM conc_tanker_cars tc JOIN conc_tasks k ON k.plant_id = tc.plant_id AND k.status = 1 WHERE tc.if_del = 0 ORDER BY tc.id LIMIT 1)
        RETURNING id`);
    await s.db.exec(
      `UPDATE conc_tanker_cars tc SET current_task_id = (SELECT k.id FROM conc_tasks k WHERE k.plant_id = tc.plant_id AND k.status = 1 LIMIT 1) WHERE tc.id = $1`,
      [loading!.id]);
    // Its task has a drum's worth made and not yet taken (decision 0541: a car leaves with what was produced).
    await s.db.exec(
      `UPDATE conc_tasks k SET volume_produced = volume_produced + 12, volume_planned = greatest(volume_planned, volume_produced + 40)
        WHERE k.id = (SELECT current_task_id FROM conc_tanker_cars WHERE id = $1)`,
      [loading!.id]);
    const before = await count('SELECT count(*)::int AS n FROM conc_batches');
    const trips = await count('SELECT count(*)::int AS n FROM conc_deliveries WHERE tanker_id = $1', [loading!.id]);
    const result = await concreteRound(s.db, { batchChance: 1, newOrderChance: 0, dispatchChance: 0 });
    expect(result.batches).toBe(producing.length);
    expect(await count('SELECT count(*)::int AS n FROM conc_batches')).toBe(before + producing.length);
    const drawn = await s.db.many<{ level_t: string; capacity_t: string }>(
      `SELECT level_t, capacity_t FROM conc_silos WHERE plant_id = $1 AND material_name = '水泥'`, [producing[0]!.plant_id]);
    expect(Number(drawn[0]!.level_t)).toBeLessThan(Number(drawn[0]!.capacity_t) * 0.5);
    expect(Number(drawn[0]!.level_t)).toBeGreaterThan(Number(drawn[0]!.capacity_t) * 0.5 - 1.5);
    const batch = await s.db.one<{ n: number; planned: string; actual: string }>(
      `SELECT count(*)::int AS n, sum(planned_kg) AS planned, sum(actual_kg) AS actual FROM conc_batch_materials
        WHERE batch_id = (SELECT max(id) FROM conc_batches)`);
    expect(batch!.n).toBe(7);
    expect(Math.abs(Number(batch!.actual) / Number(batch!.planned) - 1)).toBeLessThan(0.05);
    const car = await s.db.one<{ status: number }>('SELECT status FROM conc_tanker_cars WHERE id = $1', [loading!.id]);
    expect(car!.status).toBe(2);
    expect(await count('SELECT count(*)::int AS n FROM conc_deliveries WHERE tanker_id = $1', [loading!.id])).toBe(trips + 1);
    const left = await s.db.one<{ volume_m3: string }>('SELECT volume_m3 FROM conc_deliveries WHERE tanker_id = $1 ORDER BY id DESC LIMIT 1', [loading!.id]);
    expect(Number(left!.volume_m3)).toBe(12);
    // The screens show the new batch.
    const p = await data('GetHntsc_sctj', 'sysadmin');
    expect(p.latestBatches[0].id).toBe(Number((await s.db.one<{ id: string }>('SELECT max(id) AS id FROM conc_batches'))!.id));
  });

  test('a loading car waits for what its task made and leaves with the rest once it is done; a plant keeps one idle car (decision 0541)', async () => {
    const plant = (await s.db.one<{ id: number }>(`SELECT id FROM conc_plants WHERE plant_code = 'HZS-NS-01'`))!.id;
    const task = (await s.db.one<{ id: number }>('SELECT id FROM conc_tasks WHERE plant_id = $1 AND status = 1 AND if_del = 0 ORDER BY id LIMIT 1', [plant]))!.id;
    const cars = (await s.db.many<{ id: number }>('SELECT id FROM conc_tanker_cars WHERE plant_id = $1 AND if_del = 0 ORDER BY id', [plant])).map((c) => c.id);
    expect(cars).toHaveLength(4);
    const delivered = `(SELECT coalesce(sum(volume_m3), 0) FROM conc_deliveries WHERE task_id = ${task})`;
    await s.db.exec(`UPDATE conc_tasks SET volume_produced = ${delivered} + 5, volume_planned = ${delivered} + 100 WHERE id = $1`, [task]);
    await s.db.exec(
      `UPDATE conc_tanker_cars SET status = CASE WHEN id = $2 THEN 1 ELSE 2 END, current_task_id = $3, status_since = CASE WHEN id = $2 THEN now() - interval '1 hour' ELSE now() END
        WHERE plant_id = $1`,
      [plant, cars[0], task]);
    const status = async (id: number) => (await s.db.one<{ status: number }>('SELECT status FROM conc_tanker_cars WHERE id = $1', [id]))!.status;
    const tripsOf = () => count('SELECT count(*)::int AS n FROM conc_deliveries WHERE task_id = $1', [task]);
    const trips = await tripsOf();
    // 5 m³ ready for a 12 m³ drum while the task is still in production: the car waits.
    await concreteRound(s.db, { batchChance: 0, newOrderChance: 0, dispatchChance: 0 });
    expect([await status(cars[0]!), await tripsOf()]).toEqual([1, trips]);
    // The task done: the car leaves with the 5 m³ left; delivered equals produced.
    await s.db.exec('UPDATE conc_tasks SET status = 2 WHERE id = $1', [task]);
    await concreteRound(s.db, { batchChance: 0, newOrderChance: 0, dispatchChance: 0 });
    expect([await status(cars[0]!), await tripsOf()]).toEqual([2, trips + 1]);
    const chain = await s.db.one<{ produced: string; delivered: string; last: string }>(
      `SELECT k.volume_produced AS produced, ${delivered} AS delivered, (SELECT volume_m3 FROM conc_deliveries WHERE task_id = k.id ORDER BY id DESC LIMIT 1) AS last
         FROM conc_tasks k WHERE k.id = $1`, [task]);
    expect([Number(chain!.last), Number(chain!.delivered) - Number(chain!.produced)]).toEqual([5, 0]);
    // Back in production with one idle car: the simulator leaves it for a person's 发车; with two it sends one.
    await s.db.exec('UPDATE conc_tasks SET status = 1, volume_produced = volume_produced + 30 WHERE id = $1', [task]);
    await s.db.exec(`UPDATE conc_tanker_cars SET status = CASE WHEN id = $2 THEN 0 ELSE 2 END, status_since = now() WHERE plant_id = $1`, [plant, cars[3]]);
    await concreteRound(s.db, { batchChance: 0, newOrderChance: 0, dispatchChance: 1 });
    expect(await Promise.all(cars.map(status))).toEqual([2, 2, 2, 0]);
    await s.db.exec('UPDATE conc_tanker_cars SET status = 0, current_task_id = NULL WHERE id = $1', [cars[2]]);
    await concreteRound(s.db, { batchChance: 0, newOrderChance: 0, dispatchChance: 1 });
    expect((await Promise.all(cars.map(status))).sort()).toEqual([0, 1, 2, 2]);
  });

  test('low silos are refilled', async () => {
    await s.db.exec(`UPDATE conc_silos SET level_t = 1 WHERE material_name = '石子'`);
    await concreteRound(s.db, { batchChance: 0, newOrderChance: 0, dispatchChance: 0 });
    const levels = await s.db.many<{ level_t: string; capacity_t: string }>(`SELECT s.level_t, s.capacity_t FROM conc_silos s WHERE s.material_name = '石子'`);
    for (const l of levels) expect(Number(l.level_t)).toBe(Number(l.capacity_t) * 0.9);
  });
});
