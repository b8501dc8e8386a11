import 'reflect-metadata';
import { STORAGE_KEYS, endpoints } from '@worksite/contract';
import { loginData, menu, switchData, templatePage } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { CompanySwitchViewModel } from './company-switch-view-model';
import { MonitorViewModel } from './monitor-view-model';
import { SessionViewModel } from './session-view-model';
import { sessionViews } from './testing/session-views';

async function signedIn(overrides = {}) {
  const rig = createTestRig();
  rig.gateway.on(endpoints.login, () => loginData(overrides));
  const session = rig.container.get(SessionViewModel);
  await session.login({ userName: 'a', password: 'b' });
  rig.navigator.navigations.length = 0;
  return { ...rig, session, ...sessionViews(rig.container), vm: rig.container.get(CompanySwitchViewModel) };
}

const page = (rows: { id: number; projectName: string; projectNo?: string }[]) => ({
  data: rows.map((r) => ({ projectNo: undefined, ...r })),
  page: { has_next: false, has_prev: false, p_index: 1, p_size: 500, record_count: rows.length },
});

describe('CompanySwitchViewModel: company selector (SPEC §2.4, §4)', () => {
  test('two companies → drop-down with names shortened to 10 characters', async () => {
    const { vm } = await signedIn();
    expect(vm.showsCompanyDropdown).toBe(true);
    expect(vm.companies.map((c) => c.label)).toEqual(['华建第一工程有限公司...', '华建第二工程有限公司']);
    expect(vm.currentCompanyLabel).toBe('华建第一工程有限公司...');
  });

  test('one company → plain text', async () => {
    const { vm } = await signedIn({ Companys: [{ CompanyID: 11, CompanyName: '华建' }] });
    expect(vm.showsCompanyDropdown).toBe(false);
  });

  test('switch: UpdateUserRedis, stored user info rewritten, reload at /backHome', async () => {
    const { vm, gateway, session, storage, navigator, currentCompany, menuAccess } = await signedIn();
    storage.setItem(STORAGE_KEYS.projectId, '3');
    gateway.on(endpoints.companySwitch, () => switchData([templatePage([], 1)]));
    expect(await vm.switchCompany(12)).toBe(true);
    expect(gateway.paramsOf(endpoints.companySwitch)).toEqual([{ GlobalProjectID: undefined, company_id: 12, company_name: '华建第二工程有限公司' }]);
    expect(currentCompany.companyId).toBe(12);
    expect(menuAccess.menuFunctionType).toBe(1);
    expect(menuAccess.curMenuFunctionType).toBe(1);
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.userInfo) ?? '{}');
    expect(stored).toMatchObject({ CompanyId: 12, CompanyName: '华建第二工程有限公司', DepartmentId: 5, menuFunctionType: 1 });
    expect(JSON.parse(stored.MenuPermissions)[0].MenuFunctionType).toBe(1);
    expect(storage.getItem(STORAGE_KEYS.companyId)).toBe('12');
    expect(storage.getItem(STORAGE_KEYS.projectId)).toBeUndefined();
    expect(navigator.navigations).toEqual([{ kind: 'reload', address: '/backHome' }]);
  });

  test('the reloaded page says where it is, once: 已切换到：{company} (decision 0625)', async () => {
    const { vm, gateway, notifier, container, storage } = await signedIn();
    gateway.on(endpoints.companySwitch, () => switchData([templatePage([], 1)]));
    expect(await vm.switchCompany(12)).toBe(true);
    container.get(MonitorViewModel).announce(); // the page that switched (its header re-renders before the reload): nothing
    expect(notifier.messages('success')).toEqual([]);
    const next = createTestRig({ storage });
    const nextPage = next.container.get(MonitorViewModel);
    nextPage.announce();
    nextPage.announce();
    expect(next.notifier.messages('success')).toEqual(['已切换到：华建第二工程有限公司']);
  });

  test('the global project id comes from the company tree when loaded', async () => {
    const { vm, gateway } = await signedIn();
    gateway.on(endpoints.headerProjectList, () => page([]));
    gateway.on(endpoints.companyOrgList, () => [{ id: 1, companyname: 'root', children: [{ id: 12, companyname: '二', GlobalProjectID: 'G12' }] }]);
    gateway.on(endpoints.companySwitch, () => switchData([]));
    await vm.load();
    await vm.switchCompany(12);
    expect(gateway.paramsOf(endpoints.companySwitch)[0]).toMatchObject({ GlobalProjectID: 'G12' });
  });

  test('choosing the current company does nothing; a refused switch shows the message and stays', async () => {
    const { vm, gateway, navigator, notifier, session, currentCompany } = await signedIn();
    expect(await vm.switchCompany(11)).toBe(false);
    gateway.fail(endpoints.companySwitch, '没有权限', 402);
    expect(await vm.switchCompany(12)).toBe(false);
    expect(notifier.messages('error')).toEqual(['没有权限']);
    expect(currentCompany.companyId).toBe(11);
    expect(navigator.navigations).toEqual([]);
  });
});

describe('CompanySwitchViewModel: project selector (SPEC §4)', () => {
  test('one project is selected automatically and stored, without a reload', async () => {
    const { vm, gateway, storage, navigator } = await signedIn({ UserAuthType: 2 });
    gateway.on(endpoints.headerProjectList, (p) => {
      expect(p).toEqual({ index: 0, size: 500, user_id: 7 });
      return page([{ id: 3, projectName: '城南安置房项目', projectNo: 'P-3' }]);
    });
    gateway.on(endpoints.companyOrgList, () => []);
    gateway.on(endpoints.updateUserProject, () => undefined);
    await vm.load();
    expect(gateway.paramsOf(endpoints.updateUserProject)).toEqual([{ project_id: 3 }]);
    expect(vm.showsProjectSelector).toBe(true);
    expect(vm.projectShownAsText).toBe(true);
    expect(vm.selectedProject?.name).toBe('城南安置房项目');
    expect(storage.getItem(STORAGE_KEYS.projectId)).toBe('3');
    expect(storage.getItem(STORAGE_KEYS.projectName)).toBe('城南安置房项目');
    expect(storage.getItem(STORAGE_KEYS.projectNo)).toBe('P-3');
    expect(navigator.navigations).toEqual([]);
  });

  test('several projects: a choice is stored and the page reloads; names shortened to 26', async () => {
    const { vm, gateway, storage, navigator } = await signedIn({ UserAuthType: 2 });
    const long = '一二三四五六七八九十一二三四五六七八九十一二三四五六七八';
    gateway.on(endpoints.headerProjectList, () => page([{ id: 3, projectName: 'A' }, { id: 4, projectName: long }]));
    gateway.on(endpoints.companyOrgList, () => []);
    await vm.load();
    expect(vm.projectShownAsText).toBe(false);
    expect(vm.projectChoices[1]?.label).toBe(`${long.slice(0, 26)}...`);
    gateway.fail(endpoints.updateUserProject, '没有权限', 402);
    expect(await vm.selectProject(4)).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.projectId)).toBeUndefined();
    gateway.on(endpoints.updateUserProject, () => undefined);
    expect(await vm.selectProject(4)).toBe(true);
    expect(gateway.paramsOf(endpoints.updateUserProject)).toEqual([{ project_id: 4 }, { project_id: 4 }]);
    expect(storage.getItem(STORAGE_KEYS.projectId)).toBe('4');
    expect(navigator.navigations).toEqual([{ kind: 'reload', address: undefined }]);
  });

  test('enterprise users see no project selector', async () => {
    const { vm } = await signedIn();
    expect(vm.showsProjectSelector).toBe(false);
  });
});

describe('CompanySwitchViewModel: permission refresh (SPEC §4)', () => {
  test('reloads when the function type changed, not when nothing changed', async () => {
    const { vm, gateway, navigator, session, menuAccess } = await signedIn();
    const same = loginData();
    gateway.on(endpoints.userInfo, () => same as never);
    expect(await vm.refreshPermissions()).toBe(false);
    expect(navigator.navigations).toEqual([]);
    gateway.on(endpoints.userInfo, () => ({ ...same, MenuPermissions: JSON.stringify([menu('p', 'P', 1, [menu('q', 'Q', 1)])]) }) as never);
    expect(await vm.refreshPermissions()).toBe(true);
    expect(menuAccess.menuFunctionType).toBe(1);
    expect(navigator.navigations).toEqual([{ kind: 'reload', address: undefined }]);
  });

  test('reloads when the company changed', async () => {
    const { vm, gateway, navigator } = await signedIn();
    gateway.on(endpoints.userInfo, () => ({ ...loginData(), CompanyId: 12, CompanyName: '华建第二工程有限公司' }) as never);
    expect(await vm.refreshPermissions()).toBe(true);
    expect(navigator.navigations).toHaveLength(1);
  });
});
