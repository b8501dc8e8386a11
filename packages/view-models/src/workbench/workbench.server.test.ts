import 'reflect-metadata';
import { PageReloader, infrastructureModule } from '@worksite/infrastructure';
import { useTestServer } from '@worksite/server/testing';
import { BackOfficeModeViewModel } from '../session/back-office-mode-view-model';
import { SessionViewModel } from '../session/session-view-model';
import { createInfrastructureRig } from '../testing/test-container';
import { WorkbenchViewModel } from './workbench-view-model';

const server = useTestServer();

async function workbenchOf(userName: string): Promise<WorkbenchViewModel> {
  const r = createInfrastructureRig(infrastructureModule({ baseUrl: server.baseUrl }), (c) => {
    c.bind(PageReloader).toConstantValue({ reload: () => undefined });
  });
  expect(await r.container.get(SessionViewModel).login({ userName, password: 'Demo@2026' })).toBe(true);
  // Where the app lands after sign-in: the account's own back office (project_demo: the project one).
  const mode = r.container.get(BackOfficeModeViewModel);
  mode.visit(mode.landing);
  const vm = r.container.get(WorkbenchViewModel);
  await vm.load();
  return vm;
}

describe('WorkbenchViewModel on the real server (docs/decisions/0400)', () => {
  test('project_demo: to-dos with their pages and items, figures, notices; times yyyy-MM-dd HH:mm', async () => {
    const vm = await workbenchOf('project_demo');
    // 订单管理 is an enterprise page: its overdue orders are not a to-do of the project back office.
    expect(vm.data?.todos.map((t) => t.kind)).toEqual(['openAlarms', 'overdueOrders']);
    expect(vm.todos.map((t) => [t.label, t.count, t.to])).toEqual([['未处理报警', 2, '/quality/alarmRecord?status=1']]);
    expect(vm.todos[0]!.items.map((i) => i.title)).toEqual(['扬尘监测仪-1号 PM10', '1号塔吊 力矩百分比']);
    expect(vm.todos[0]!.items.every((i) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(i.time))).toBe(true);
    expect(vm.nothingToDo).toBe(false);
    // Today's passages counted from the rows: the seed's random times differ between PostgreSQL 15 and 18.
    const passages = (await server.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM vehicle_passages WHERE ts >= '2026-06-15T00:00:00+08:00' AND project_id = (SELECT id FROM projects WHERE project_name = '南山科技园综合楼项目')",
    ))!.n;
    expect(vm.figures.map((f) => [f.label, f.value])).toEqual([
      ['今日报警', '2'],
      ['在线设备', '0 / 12'],
      ['今日出勤人数', '177'],
      ['今日车辆进出', String(passages)],
    ]);
    expect(vm.notices.map((n) => [n.title, n.unread])).toEqual([
      // The seeded overdue hazard's escalation and the hazards' notices (docs/decisions/0700–0704), newest first.
      ['隐患逾期升级（项目经理）', true],
      ['隐患逾期升级（责任人）', true],
      ['隐患整改通知', true],
      ['隐患整改通知', true],
      ['隐患整改通知', true],
    ]);
  });

  test('the enterprise back office: a to-do with nothing waiting comes after those with something; open alarms on its own 报警记录 (0610)', async () => {
    const admin = await workbenchOf('enterprise_demo');
    expect(admin.todos.map((t) => [t.kind, t.count, t.to])).toEqual([
      ['openAlarms', 4, '/enterpriseQuality/enterpriseAlarmRecord?status=1'],
      ['overdueOrders', 2, '/concrete/concOrder'],
      ['registrations', 0, '/systemManage/user'],
      ['expiringCertificates', 0, '/projectManage/qualification'],
    ]);
  });
});
