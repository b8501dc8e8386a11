import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { SessionViewModel } from '../session/session-view-model';
import { loginData, menu, mixedTree } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { BreadcrumbViewModel } from './breadcrumb-view-model';

describe('BreadcrumbViewModel (SPEC §2.4)', () => {
  async function signedIn() {
    const rig = createTestRig();
    rig.gateway.on(endpoints.login, () => loginData({}, mixedTree()));
    await rig.container.get(SessionViewModel).login({ userName: 'a', password: 'b' });
    return rig.container.get(BreadcrumbViewModel);
  }

  test('home, then parents linking to their menu entry, the last item plain', async () => {
    const crumbs = await signedIn();
    crumbs.setAddress('/deviceManage/Maintenance/template');
    expect(crumbs.items).toEqual([
      { title: '首页', to: '/backHome' },
      { title: '设备管理', to: '/deviceManage/Maintenance/template' },
      { title: '维保模板', to: undefined },
    ]);
  });

  test('on /backHome only 首页, as plain text', async () => {
    const crumbs = await signedIn();
    crumbs.setAddress('/backHome');
    expect(crumbs.items).toEqual([{ title: '首页', to: undefined }]);
  });

  test('a fixed route whose page a menu entry opens: that entry\'s hierarchy (SPEC §2.1 /deviceManagement/maintenance)', async () => {
    const rig = createTestRig();
    const tree = [
      menu('deviceManage', '设备管理', 0, [menu('template', '维保模板', 0, [], { NavigatePageUrlPC: 'deviceManagement/maintenance/index' })]),
      menu('msg', '消息通知', 0, [menu('list', '消息通知', 0, [], { NavigatePageUrlPC: 'MessageNotification/MessageNotifications' })]),
    ];
    rig.gateway.on(endpoints.login, () => loginData({}, tree));
    await rig.container.get(SessionViewModel).login({ userName: 'a', password: 'b' });
    const crumbs = rig.container.get(BreadcrumbViewModel);
    crumbs.setAddress('/deviceManagement/maintenance');
    expect(crumbs.items).toEqual([
      { title: '首页', to: '/backHome' },
      { title: '设备管理', to: '/deviceManage/template' },
      { title: '维保模板', to: undefined },
    ]);
    // a group titled like its one page is not repeated
    crumbs.setAddress('/MessageNotification/MessageNotifications');
    expect(crumbs.items).toEqual([
      { title: '首页', to: '/backHome' },
      { title: '消息通知', to: undefined },
    ]);
    crumbs.setAddress('/msg/list');
    expect(crumbs.items).toEqual([
      { title: '首页', to: '/backHome' },
      { title: '消息通知', to: undefined },
    ]);
  });

  test.each([
    ['/ProductionScreen', '混凝土生产'],
    ['/ProjectScreen/concrete?id=18', '混凝土生产大屏'],
    ['/projectManage/crmProject', '项目列表'],
  ])('a fixed route without a menu entry of the user: 首页, then its title (%s)', async (address, title) => {
    const crumbs = await signedIn();
    crumbs.setAddress(address);
    const items = crumbs.items;
    expect(items[0]).toEqual({ title: '首页', to: '/backHome' });
    expect(items[items.length - 1]).toEqual({ title, to: undefined });
  });

  test('a fixed route with a title: 首页 link, then its title', async () => {
    const crumbs = await signedIn();
    crumbs.setAddress('/MessageNotification/MessageNotifications');
    expect(crumbs.items).toEqual([
      { title: '首页', to: '/backHome' },
      { title: '消息通知', to: undefined },
    ]);
  });
});
