import { entriesGranting, findMenuPage, findMenuSubPage, menuCatalogue, menuHas } from './menu-catalogue';
import { PAGE, SUBPAGE } from './page-keys';

describe('menu catalogue', () => {
  it('has unique page keys and sub-page keys unique across the catalogue', () => {
    const pages = menuCatalogue.map((p) => p.key);
    const subs = menuCatalogue.flatMap((p) => p.subPages.map((s) => s.key));
    expect(new Set(pages).size).toBe(pages.length);
    expect(new Set(subs).size).toBe(subs.length);
  });

  it('uses exactly the PAGE and SUBPAGE constants', () => {
    expect(menuCatalogue.map((p) => p.key).sort()).toEqual(Object.values(PAGE).sort());
    expect(menuCatalogue.flatMap((p) => p.subPages.map((s) => s.key)).sort()).toEqual(Object.values(SUBPAGE).sort());
  });

  it('holds the SPEC §2.8 template screen', () => {
    expect(findMenuPage('deviceManage')?.title).toBe('设备管理');
    expect(findMenuSubPage('deviceManage', 'Maintenance/template')).toEqual({
      key: 'Maintenance/template',
      title: '维保模板',
      component: 'deviceManagement/maintenance/index',
      buttons: ['add', 'edit', 'delete', 'search'],
    });
  });

  it.each([
    ['projectManage', 'crmProject'],
    ['MyAccount', 'index'],
    ['MessageNotification', 'MessageNotifications'],
    ['personnel', 'data'],
    ['intelligent', 'car'],
    ['carmanage', 'tankerCar'],
    ['pName', 'constructionManagement'],
    ['ProjectSchedules', 'Projectschedule'],
    ['quality', 'alarmRecord'],
  ])('gives the back-office path /%s/%s that SPEC §2.1/§2.6 links to', (page, sub) => {
    expect(menuHas(page, sub)).toBe(true);
  });

  it('shows 报警记录 again in the enterprise back office, granting what the project entry grants (docs/decisions/0610)', () => {
    expect(menuCatalogue.flatMap((p) => p.subPages.filter((s) => s.sameAs !== undefined).map((s) => [p.key, p.menuFunctionType, s.key, s.sameAs, s.buttons])))
      .toEqual([[PAGE.enterpriseQuality, 0, SUBPAGE.enterpriseAlarmRecord, { page: PAGE.quality, subPage: SUBPAGE.alarmRecord }, findMenuSubPage(PAGE.quality, SUBPAGE.alarmRecord)!.buttons]]);
    expect(entriesGranting(PAGE.quality, SUBPAGE.alarmRecord)).toEqual([
      { page: PAGE.quality, subPage: SUBPAGE.alarmRecord },
      { page: PAGE.enterpriseQuality, subPage: SUBPAGE.enterpriseAlarmRecord },
    ]);
    expect(entriesGranting(PAGE.concrete, SUBPAGE.concOrder)).toEqual([{ page: PAGE.concrete, subPage: SUBPAGE.concOrder }]);
  });

  it('titles the always-included entries 我的账户 and 消息通知 (SPEC §2.2)', () => {
    expect(findMenuPage(PAGE.myAccount)?.title).toBe('我的账户');
    expect(findMenuPage(PAGE.messageNotification)?.title).toBe('消息通知');
  });

  it('gives every page an icon and 1–6 sub-pages with a component path and buttons', () => {
    for (const page of menuCatalogue) {
      expect(page.icon).not.toBe('');
      expect(page.subPages.length).toBeGreaterThanOrEqual(1);
      expect(page.subPages.length).toBeLessThanOrEqual(6);
      for (const sub of page.subPages) {
        expect(sub.component).toMatch(/^[A-Za-z]+\/[A-Za-z/]+$/);
        expect(sub.buttons.length).toBeGreaterThan(0);
        expect(new Set(sub.buttons).size).toBe(sub.buttons.length);
      }
    }
  });

  it.each([
    ['deviceManage', 'Maintenance/template', 'add', true],
    ['deviceManage', 'Maintenance/template', 'audit', false],
    ['deviceManage', undefined, undefined, true],
    ['deviceManage', undefined, 'add', false],
    ['deviceManage', 'crmProject', undefined, false],
    ['nope', undefined, undefined, false],
  ] as const)('menuHas(%s, %s, %s) is %s', (page, sub, button, expected) => {
    expect(menuHas(page, sub, button)).toBe(expected);
  });
});
