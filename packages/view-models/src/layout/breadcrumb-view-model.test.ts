import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { SessionViewModel } from '../session/session-view-model';
import { loginData, mixedTree } from '../testing/fixtures';
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

  test('a fixed route with a title: 首页 link, then its title', async () => {
    const crumbs = await signedIn();
    crumbs.setAddress('/MessageNotification/MessageNotifications');
    expect(crumbs.items).toEqual([
      { title: '首页', to: '/backHome' },
      { title: '消息通知', to: undefined },
    ]);
  });
});
