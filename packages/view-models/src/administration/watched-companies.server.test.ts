import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { useTestServer } from '@worksite/server/testing';
import { RecordPageFactory } from '../records/record-page-factory';
import { serverRig } from '../session/testing/server-rig';
import { WatchedCompaniesViewModel } from './watched-companies-view-model';

const server = useTestServer();

async function signIn(userName: string) {
  const r = await serverRig(server.baseUrl, userName);
  expect(r.ok).toBe(true);
  return r;
}

const watchedNames = async (userName: string) =>
  (
    await server.db.many<{ name: string }>(
      'SELECT c.name FROM watched_companies w JOIN companies c ON c.id = w.company_id JOIN users u ON u.id = w.user_id WHERE u.user_name = $1 ORDER BY c.id',
      [userName],
    )
  ).map((r) => r.name);

describe('监视公司 of a 用户管理 row on the real server', () => {
  test("sysadmin sees enterprise_demo's watched company checked; enterprise_demo sets project_demo's within its companies; the user's next GetUserInfo shows it", async () => {
    const admin = await signIn('sysadmin');
    const list = admin.container.get(RecordPageFactory).create('user');
    await list.load();
    const entRow = list.rows.find((r) => r.userName === 'enterprise_demo')!;
    const action = list.rowActions(entRow).find((a) => a.label === '监视公司')!;
    await action.run();
    const vm = admin.container.get(WatchedCompaniesViewModel);
    expect([vm.isOpen, vm.title, vm.user?.userName]).toEqual([true, '监视公司', 'enterprise_demo']);
    expect(vm.companies.map((c) => [c.label, vm.isWatched(c.id)])).toEqual([
      ['华建智造集团有限公司', false], ['华建第一工程有限公司', false], ['华建路桥建设有限公司', false], ['华建第一工程南山分公司', false],
      ['华建路桥宝安分公司', false], ['深圳市南山区住房和建设局', false], ['远景建设集团有限公司', true],
    ]);
    vm.close();
    expect(vm.isOpen).toBe(false);
    expect(await watchedNames('enterprise_demo')).toEqual(['远景建设集团有限公司']);

    const ent = await signIn('enterprise_demo');
    const project = await signIn('project_demo');
    const entList = ent.container.get(RecordPageFactory).create('user');
    await entList.load();
    await entList.rowActions(entList.rows.find((r) => r.userName === 'project_demo')!).find((a) => a.label === '监视公司')!.run();
    const entVm = ent.container.get(WatchedCompaniesViewModel);
    expect(entVm.companies.map((c) => [c.label, entVm.isWatched(c.id)])).toEqual([['华建第一工程有限公司', false], ['华建第一工程南山分公司', false]]);
    entVm.toggle(entVm.companies[1]!.id);
    entVm.toggle(entVm.companies[0]!.id);
    entVm.toggle(entVm.companies[0]!.id);
    expect(await entVm.save()).toBe(true);
    expect(entVm.isOpen).toBe(false);
    expect(ent.notifier.messages('success')).toEqual(['修改成功']);
    expect(await watchedNames('project_demo')).toEqual(['华建第一工程南山分公司']);
    // GetUserInfo's codec does not name watchCompanys (login and company switch carry it); io-ts keeps the key.
    const info = (await project.gateway.call(endpoints.userInfo, {})) as unknown as { watchCompanys: { companyName: string }[] };
    expect(info.watchCompanys.map((c) => c.companyName)).toEqual(['华建第一工程南山分公司']);

    // Reopened, the saved choice is checked; unchecking all and saving clears it.
    await entVm.open(entList.rows.find((r) => r.userName === 'project_demo')!);
    expect(entVm.companies.map((c) => entVm.isWatched(c.id))).toEqual([false, true]);
    entVm.toggle(entVm.companies[1]!.id);
    expect(await entVm.save()).toBe(true);
    expect(await watchedNames('project_demo')).toEqual([]);
  });

  test('readonly_demo (no edit on 用户管理) has no 监视公司 action; a refused open reports the server\'s message', async () => {
    const ro = await signIn('readonly_demo');
    const list = ro.container.get(RecordPageFactory).create('user');
    await list.load();
    expect(list.rows.flatMap((r) => list.rowActions(r).map((a) => a.label))).not.toContain('监视公司');
    const vm = ro.container.get(WatchedCompaniesViewModel);
    expect(await vm.open(list.rows.find((r) => r.userName === 'project_demo')!)).toBe(false);
    expect([vm.isOpen, vm.companies]).toEqual([false, []]);
    expect(ro.notifier.messages('error')).toEqual(['没有权限']);
  });
});
