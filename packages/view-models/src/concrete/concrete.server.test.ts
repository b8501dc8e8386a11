import 'reflect-metadata';
import { useTestServer } from '@worksite/server/testing';
import { RecordPageFactory } from '../records/record-page-factory';
import { serverRig } from '../session/testing/server-rig';
import { ConcreteReportViewModel } from './concrete-report-view-model';
import { MATERIAL_USE, ORDER_ACCOUNT } from './concrete-reports';
import { DeliveryViewModel } from './delivery-view-model';
import { OrderHistoryViewModel } from './order-history-view-model';
import { ProductionScreenViewModel } from './production-screen-view-model';
import { TankerBindViewModel } from './tanker-bind-view-model';
import { TransportRecordsViewModel } from './transport-records-view-model';

/** The concrete chain's view-models (docs/decisions/0350) on the real server and its seed at the test clock. */
const server = useTestServer();

async function signIn(userName: string) {
  const r = await serverRig(server.baseUrl, userName);
  expect(r.ok).toBe(true);
  return r;
}

describe('concrete view-models on the real server', () => {
  test('发车: the idle car of the task’s plant, its capacity by default; the trip is in 运输记录', async () => {
    const rig = await signIn('enterprise_demo');
    const task = (await server.db.one<{ id: number; plant_id: number; task_no: string }>(
      `SELECT k.id, k.plant_id, k.task_no FROM conc_tasks k JOIN conc_plants p ON p.id = k.plant_id WHERE k.status = 1 AND p.plant_name = '华建南山搅拌站'`,
    ))!;
    const vm = rig.container.get(DeliveryViewModel);
    let reloaded = 0;
    await vm.open({ id: task.id, plantId: task.plant_id, status: 1, taskNo: task.task_no }, () => reloaded++);
    expect(vm.tankers.map((t) => [t.plateNo, t.capacity])).toEqual([['粤B3K205', 12]]);
    expect([vm.tankerId, vm.volume]).toEqual([String(vm.tankers[0]!.id), '12']);
    vm.setVolume('0');
    expect(await vm.submit()).toBe(false);
    expect(vm.error).toBe('请输入大于0的装载方量');
    vm.setVolume('9.5');
    expect(await vm.submit()).toBe(true);
    expect([vm.task, reloaded, rig.notifier.toasts.at(-1)?.message]).toEqual([undefined, 1, '发车成功']);

    const transport = rig.container.get(TransportRecordsViewModel);
    transport.setPlate('粤B3K205');
    await transport.search();
    expect(transport.list.rows[0]).toMatchObject({ plateNo: '粤B3K205', taskNo: task.task_no, volume: 9.5, statusName: '运输中', arrivedAt: '' });
    expect(transport.list.rows[0]!.leftAt).toMatch(/^2026-06-15 10:\d{2}$/);
  });

  test('运输记录 turns pages by scrolling: 10 trips a page, the bottom gives page 2', async () => {
    const rig = await signIn('sysadmin');
    const transport = rig.container.get(TransportRecordsViewModel);
    await transport.search();
    const all = await server.db.many<{ id: string }>('SELECT id FROM conc_deliveries ORDER BY left_at DESC, id DESC');
    expect([transport.list.rows.length, transport.list.recordCount]).toEqual([10, all.length]);
    expect(transport.list.rows.map((r) => r.id)).toEqual(all.slice(0, 10).map((r) => Number(r.id)));
    await transport.list.turn('bottom');
    expect([transport.list.pageIndex, transport.list.scrollTop]).toEqual([2, 260]);
    expect(transport.list.rows.map((r) => r.id)).toEqual(all.slice(10, 20).map((r) => Number(r.id)));
    await transport.list.turn('top');
    expect(transport.list.pageIndex).toBe(1);
  });

  test('历史, 绑定 and the reports', async () => {
    const rig = await signIn('sysadmin');
    const history = rig.container.get(OrderHistoryViewModel);
    await history.open({ id: 1, orderNo: 'DD2026051700100' });
    expect(history.title).toBe('DD2026051700100');
    expect(history.lines.slice(0, 3)).toEqual([
      { time: '2026-05-15 08:00', event: '下单', detail: 'C25 140 m³', userName: '' },
      { time: '2026-05-15 09:00', event: '生成任务', detail: 'RW2026051700100 140 m³', userName: '' },
      { time: '2026-05-17 08:23', event: '发车', detail: '粤B3K201 11.9 m³', userName: '' },
    ]);

    const bind = rig.container.get(TankerBindViewModel);
    const car = (await server.db.one<{ id: number }>(`SELECT id FROM conc_tanker_cars WHERE plate_no = '粤A7D102'`))!;
    await bind.open({ id: car.id, plateNo: '粤A7D102', plantId: 4 });
    expect(bind.plants.map((p) => p.name)).toEqual(['远景天河搅拌站', '华建路桥宝安搅拌站', '华建前海搅拌站', '华建南山搅拌站']);
    expect(bind.plantId).toBe('4');
    bind.choose('');
    expect(await bind.submit()).toBe(false);
    expect(bind.error).toBe('请选择搅拌站');

    const reports = rig.container.get(ConcreteReportViewModel);
    await reports.open(ORDER_ACCOUNT, Date.parse('2026-06-15T10:00:00+08:00'));
    expect([reports.begin, reports.end]).toEqual(['2026-06-01', '2026-06-15']);
    const expected = (await server.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM conc_orders WHERE if_del = 0 AND status <> 4
          AND plan_time >= '2026-06-01T00:00:00+08:00' AND plan_time < '2026-06-16T00:00:00+08:00'`,
    ))!.n;
    expect(reports.total).toBe(expected);
    expect(reports.rows).toHaveLength(10);
    expect(reports.cell(reports.rows[0]!, 'planTime')).toMatch(/^2026-06-1[0-5] \d{2}:\d{2}$/);
    await reports.open(MATERIAL_USE, Date.parse('2026-06-15T10:00:00+08:00'));
    expect(reports.rows.map((r) => r.materialName)).toEqual(['石子', '砂', '水泥', '水', '矿粉', '粉煤灰', '外加剂']);
  });

  test('the production screen’s plant choice: holders of 生产设备 choose; the screen sends plantId', async () => {
    const rig = await signIn('enterprise_demo');
    const vm = rig.container.get(ProductionScreenViewModel);
    expect(vm.canChoosePlant).toBe(true);
    await vm.loadPlants();
    expect(vm.plants.map((p) => p.name)).toEqual(['华建前海搅拌站', '华建南山搅拌站']);
    const base = { id: 'production', title: '混凝土生产', scope: 'scope', frame: 'production', layout: { columns: '1fr', rows: '1fr', areas: ['k'] },
      panels: [{ id: 'kpis', title: 'k', kind: 'kpis', area: 'k', items: [{ label: '今日车次', source: { endpoint: 'screenGetHntscsctj', key: 'today.trips' } }] }] } as const;
    expect(vm.screenOf(base as never)).toBe(base);
    vm.choosePlant(String(vm.plants[0]!.id));
    const narrowed = vm.screenOf(base as never);
    expect(narrowed.id).toBe(`production@plant${vm.plants[0]!.id}`);
    expect(narrowed.panels[0]).toMatchObject({ items: [{ source: { endpoint: 'screenGetHntscsctj', key: 'today.trips', params: { plantId: vm.plants[0]!.id } } }] });

    const gov = await signIn('government_demo');
    expect(gov.container.get(ProductionScreenViewModel).canChoosePlant).toBe(false);
  });

  test('任务管理 offers 发车 on a task in production only, 订单管理 历史 to those who handle orders', async () => {
    const ent = await signIn('enterprise_demo');
    const tasks = ent.container.get(RecordPageFactory).create('concTask');
    await tasks.load();
    for (const row of tasks.rows) {
      expect([row.status, tasks.rowActions(row).some((a) => a.label === '发车')]).toEqual([row.status, row.status === 1]);
    }
    expect(tasks.toolbar.map((a) => a.label)).toEqual(expect.arrayContaining(['产品对账', '材料消耗']));
    const readonly = await signIn('readonly_demo');
    const orders = readonly.container.get(RecordPageFactory).create('concOrder');
    await orders.load();
    expect(orders.rowActions(orders.rows[0]!).map((a) => a.label)).toEqual(['查看']);
  });
});
