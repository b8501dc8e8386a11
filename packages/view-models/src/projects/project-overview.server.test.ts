import 'reflect-metadata';
import { PageReloader, infrastructureModule } from '@worksite/infrastructure';
import { useTestServer } from '@worksite/server/testing';
import { SessionViewModel } from '../session/session-view-model';
import { createInfrastructureRig } from '../testing/test-container';
import { ProjectOverviewViewModel } from './project-overview-view-model';

/** 项目概况 (docs/decisions/0366) against the real server and the demo seed. */
const server = useTestServer();

async function overviewOf(userName: string) {
  const r = createInfrastructureRig(infrastructureModule({ baseUrl: server.baseUrl }), (c) => {
    c.bind(PageReloader).toConstantValue({ reload: () => undefined });
  });
  expect(await r.container.get(SessionViewModel).login({ userName, password: 'Demo@2026' })).toBe(true);
  const vm = r.container.get(ProjectOverviewViewModel);
  await vm.load();
  return { vm, notifier: r.notifier };
}

describe('ProjectOverviewViewModel', () => {
  test('enterprise_demo: its company\'s two projects in figures, by status, on the map; the first chosen with its papers', async () => {
    const { vm, notifier } = await overviewOf('enterprise_demo');
    expect(notifier.messages('error')).toEqual([]);
    expect(vm.overview).toMatchObject({ total: 2, startedThisYear: 0, contractAmountTotal: 0 });
    expect(vm.overview!.byStatus.map((s) => [s.name, s.value])).toEqual([['筹备', 0], ['立项', 1], ['在建', 1], ['竣工', 0], ['停工', 0]]);
    expect(vm.underConstruction).toBe(1);
    expect(vm.projects.map((p) => p.name)).toEqual(['南山科技园综合楼项目', '前海交通枢纽配套工程']);
    expect(vm.markers.map((m) => m.title).sort()).toEqual(['前海交通枢纽配套工程', '南山科技园综合楼项目']);
    expect(vm.selected?.name).toBe('南山科技园综合楼项目');
    expect(vm.papers.map((p) => [p.title, p.path, p.lines])).toEqual([
      ['施工许可证', '/projectManage/builderLicence', ['440305202502200101　深圳市南山区住房和建设局　2025-02-20']],
      ['资质信息', '/projectManage/qualification', [
        // newest first
        '深圳鹏城建设监理有限公司　房屋建筑工程监理甲级　有效期至 2027-07-31',
        '华建第一工程有限公司　建筑工程施工总承包一级　有效期至 2028-05-09',
      ]],
      ['竣工验收', '/projectManage/finishCheck', ['2026-09-18　不合格　深圳湾科技园开发有限公司']],
    ]);
    const qianhai = vm.projects.find((p) => p.projectNo === 'HJ-2025-002')!;
    await vm.select(qianhai.id);
    expect(vm.papers.map((p) => p.lines)).toEqual([[], ['华建第一工程有限公司　市政公用工程施工总承包二级　有效期至 2029-01-14'], []]);
  });

  test('sysadmin sees every project; government_demo its district\'s', async () => {
    expect((await overviewOf('sysadmin')).vm.overview?.total).toBe(6);
    const gov = await overviewOf('government_demo');
    expect(gov.vm.projects.map((p) => p.projectNo).sort()).toEqual(['HJ-2025-001', 'HJ-2025-002']);
    expect(gov.vm.papers.map((p) => p.title)).toEqual(['施工许可证', '资质信息', '竣工验收']);
  });

  test('project_demo (no 资质信息 / 施工许可证 / 竣工验收 grant): its project, no papers asked for', async () => {
    const { vm, notifier } = await overviewOf('project_demo');
    expect(vm.projects.map((p) => p.projectNo)).toEqual(['HJ-2025-001']);
    expect(vm.papers).toEqual([]);
    expect(notifier.messages('error')).toEqual([]);
  });
});
