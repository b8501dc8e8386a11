import 'reflect-metadata';
import { STORAGE_KEYS, endpoints } from '@worksite/contract';
import { loginData, switchData, templatePage } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { CompanySwitchViewModel } from './company-switch-view-model';
import { MonitorViewModel } from './monitor-view-model';
import { SessionViewModel } from './session-view-model';
import { sessionViews } from './testing/session-views';

async function signedIn(overrides = {}) {
  const rig = createTestRig();
  rig.gateway.on(endpoints.login, () => loginData(overrides));
  rig.gateway.on(endpoints.companySwitch, () => switchData([templatePage(['search'])]));
  const session = rig.container.get(SessionViewModel);
  await session.login({ userName: 'a', password: 'b' });
  rig.navigator.navigations.length = 0;
  return { ...rig, session, ...sessionViews(rig.container), vm: rig.container.get(MonitorViewModel) };
}

describe('MonitorViewModel (SPEC §2.4, §4 supervision mode)', () => {
  test('monitoring is off by default; the entry shows only with watched companies', async () => {
    const { vm } = await signedIn();
    expect(vm.monitoring).toBe(false);
    expect(vm.entryVisible).toBe(true);
    expect(vm.exitVisible).toBe(false);
    expect(vm.logoutVisible).toBe(true);
    const none = await signedIn({ watchCompanys: [] });
    expect(none.vm.entryVisible).toBe(false);
  });

  test('the dialog opens on the first watched company (no empty choice, decision 0624); confirm watches it, saves the original and reloads', async () => {
    const { vm, gateway, session, storage, navigator, currentCompany } = await signedIn({
      watchCompanys: [
        { companyID: 30, companyName: '远景建设集团有限公司' },
        { companyID: 31, companyName: '另一家' },
      ],
    });
    vm.openDialog();
    expect([vm.dialogTitle, vm.chosenCompanyId]).toEqual(['监视公司', 30]);
    expect(await vm.confirm()).toBe(true);
    expect(gateway.paramsOf(endpoints.companySwitch)).toEqual([{ GlobalProjectID: undefined, company_id: 30, company_name: '远景建设集团有限公司' }]);
    expect(currentCompany.monitorShow).toBe(true);
    expect(currentCompany.companyId).toBe(30);
    expect(currentCompany.monitorInfo).toEqual({ id: 11, name: '华建第一工程有限公司（总部）' });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.userInfo) ?? '{}')).toMatchObject({ monitorShow: true, monitorInfo: { id: 11 } });
    expect(vm.dialogOpen).toBe(false);
    expect(vm.entryVisible).toBe(false);
    expect(vm.exitVisible).toBe(true);
    expect(vm.logoutVisible).toBe(false);
    expect(navigator.last).toEqual({ kind: 'reload', address: '/backHome' });
  });

  test('confirm with a choice watches that company', async () => {
    const { vm, gateway } = await signedIn({
      watchCompanys: [
        { companyID: 30, companyName: '远景建设集团有限公司' },
        { companyID: 31, companyName: '另一家' },
      ],
    });
    vm.openDialog();
    vm.choose(31);
    await vm.confirm();
    expect(gateway.paramsOf(endpoints.companySwitch)[0]).toMatchObject({ company_id: 31, company_name: '另一家' });
  });

  test('exit restores the saved original company and clears monitor state', async () => {
    const { vm, gateway, session, currentCompany } = await signedIn();
    await vm.confirm();
    expect(await vm.exit()).toBe(true);
    expect(gateway.paramsOf(endpoints.companySwitch)[1]).toMatchObject({ company_id: 11, company_name: '华建第一工程有限公司（总部）' });
    expect(currentCompany.companyId).toBe(11);
    expect(currentCompany.monitorShow).toBe(false);
    expect(currentCompany.monitorInfo).toBeUndefined();
    expect(vm.logoutVisible).toBe(true);
  });

  test('a refused switch leaves monitoring off and the dialog open', async () => {
    const { vm, gateway, session, currentCompany } = await signedIn();
    gateway.fail(endpoints.companySwitch, '没有权限', 402);
    vm.openDialog();
    expect(await vm.confirm()).toBe(false);
    expect(currentCompany.monitorShow).toBe(false);
    expect(vm.dialogOpen).toBe(true);
  });
});

describe('MonitorViewModel: entering and leaving say so; the company drop-down is locked (docs/decisions/0393)', () => {
  test('已进入监视模式 after the reload, once; 已退出监视模式 after leaving; locked in between', async () => {
    const { vm, notifier, container, storage } = await signedIn({
      watchCompanys: [{ companyID: 30, companyName: '远景建设集团有限公司' }],
    });
    const companies = container.get(CompanySwitchViewModel);
    expect(companies.companyLocked).toBe(false);
    await vm.confirm();
    vm.announce(); // the page that switched (its header re-renders before the reload): nothing
    expect(notifier.messages()).toEqual([]);
    // The next page: a fresh view-model over the same storage.
    const next = createTestRig();
    next.storage.setItem('monitorNotice', storage.getItem('monitorNotice') ?? '');
    next.container.get(MonitorViewModel).announce();
    next.container.get(MonitorViewModel).announce();
    expect(next.notifier.messages('success')).toEqual(['已进入监视模式，正在监视：远景建设集团有限公司']);
    expect(next.storage.getItem('monitorNotice')).toBeUndefined();
    expect(companies.companyLocked).toBe(true);
    expect(companies.companyLockedReason).toBe('监视中不能切换公司，请先退出监视');
    expect(await companies.switchCompany(11)).toBe(false);

    await vm.exit();
    expect(storage.getItem('monitorNotice')).toBe('已退出监视模式，已返回：华建第一工程有限公司（总部）');
    expect(companies.companyLocked).toBe(false);
  });

  test('a refused switch leaves no message waiting', async () => {
    const { vm, gateway, notifier } = await signedIn();
    gateway.fail(endpoints.companySwitch, '没有权限', 402);
    await vm.confirm();
    notifier.clear();
    vm.announce();
    expect(notifier.messages()).toEqual([]);
  });
});
