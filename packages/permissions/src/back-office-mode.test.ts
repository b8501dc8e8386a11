import {
  backOfficeAddress,
  holdsMenuFunctionType,
  landingAddress,
  menuFunctionTypeForRedirect,
  menuFunctionTypeForVisit,
  openableMenuFunctionTypes,
  requestedMenuFunctionType,
} from './back-office-mode';
import { parseMenuTree } from './parse-menu-tree';

const page = (key: string, title: string, type: number, sub: string, subTitle = sub) => ({
  ID: key, PagePermission: key, TextStr: title, TypeStr: '菜单', MenuFunctionType: type, NavigatePageUrlPC: 'Layout',
  Children: [{ ID: `${key}-${sub}`, PagePermission: sub, TextStr: subTitle, TypeStr: '菜单', MenuFunctionType: type, NavigatePageUrlPC: `${key}/${sub}/index` }],
});

/** Enterprise page (0), project page (1) and 消息通知 typed 0 (always included). */
const mixed = parseMenuTree([
  page('deviceManage', '设备管理', 0, 'Maintenance/template'),
  page('personnel', '人员管理', 1, 'data'),
  page('MessageNotification', '消息通知', 0, 'MessageNotifications', '消息通知'),
]);
const enterpriseOnly = parseMenuTree([page('deviceManage', '设备管理', 0, 'Maintenance/template')]);
/** Project pages plus 我的账户 and 消息通知 (typed 0, shown in every back office). */
const projectWithCorner = parseMenuTree([
  page('personnel', '人员管理', 1, 'data'),
  page('MyAccount', '我的账户', 0, 'index', '个人信息'),
  page('MessageNotification', '消息通知', 0, 'MessageNotifications', '消息通知'),
]);

describe('requestedMenuFunctionType (SPEC §2.1 /backHome mode variants, docs/decisions/0190)', () => {
  it.each([
    ['/backHome?pjctid1=1', 1],
    ['/backHome?poctent1=5', 1],
    ['/backHome?enterpid1=1', 0],
    ['/backHome?governmentid1=1', 0],
    ['/backHome?sortId=3&pjctid1', 1],
    ['/backHome/?pjctid1=1#top', 1],
    ['/backHome?pjctid1=1&enterpid1=1', 1],
    ['/backHome?enterpid1=1&pjctid1=1', 0],
    ['/backHome', undefined],
    ['/backHome?sortId=1', undefined],
    ['/backHome?toString=1', undefined],
    ['/personnel/data?pjctid1=1', undefined],
  ])('%s → %s', (address, type) => {
    expect(requestedMenuFunctionType(address)).toBe(type);
  });
});

describe('menuFunctionTypeForVisit', () => {
  it.each([
    ['/backHome?pjctid1=1', 0, 1],
    ['/backHome?enterpid1=1', 1, 0],
    ['/backHome?governmentid1=1', 1, 0],
    ['/backHome', 1, 1],
    ['/deviceManage/Maintenance/template', 1, 1],
  ] as const)('mixed tree: %s from %i → %i', (address, current, next) => {
    expect(menuFunctionTypeForVisit(mixed, address, current)).toBe(next);
  });

  it('never switches to a type the tree does not hold', () => {
    expect(holdsMenuFunctionType(enterpriseOnly, 1)).toBe(false);
    expect(menuFunctionTypeForVisit(enterpriseOnly, '/backHome?pjctid1=1', 0)).toBe(0);
  });

  it('我的账户 and 消息通知 open no back office of their type (docs/decisions/0308)', () => {
    expect(holdsMenuFunctionType(projectWithCorner, 0)).toBe(false);
    expect(openableMenuFunctionTypes(projectWithCorner)).toEqual([1]);
    expect(menuFunctionTypeForVisit(projectWithCorner, '/backHome?enterpid1=1', 1)).toBe(1);
  });

  it('a project user (UserAuthType 2) opens only the project back office, a government user (1) only the supervision one', () => {
    expect(openableMenuFunctionTypes(mixed, 2)).toEqual([1]);
    expect(openableMenuFunctionTypes(mixed, 0)).toEqual([0, 1]);
    expect(openableMenuFunctionTypes(mixed, 1)).toEqual([0]);
    expect(openableMenuFunctionTypes(mixed)).toEqual([0, 1]);
    expect(menuFunctionTypeForVisit(mixed, '/backHome?enterpid1=1', 1, 2)).toBe(1);
    expect(menuFunctionTypeForVisit(mixed, '/backHome?governmentid1=1', 1, 2)).toBe(1);
    expect(menuFunctionTypeForVisit(mixed, '/backHome?enterpid1=1', 1, 0)).toBe(0);
    expect(menuFunctionTypeForVisit(mixed, '/backHome?pjctid1=1', 0, 1)).toBe(0);
  });

  it('a stored type the account may not open goes to the one it may (project user on plain /backHome after sign-in)', () => {
    expect(menuFunctionTypeForVisit(mixed, '/backHome', 0, 2)).toBe(1);
    expect(menuFunctionTypeForVisit(mixed, '/MyAccount/index', 0, 2)).toBe(1);
    expect(menuFunctionTypeForVisit(mixed, '/backHome', 1, 1)).toBe(0);
    expect(menuFunctionTypeForVisit(projectWithCorner, '/backHome', 0)).toBe(1);
    expect(menuFunctionTypeForVisit(enterpriseOnly, '/backHome', 1)).toBe(0);
  });
});

describe('menuFunctionTypeForRedirect', () => {
  it.each([
    ['/personnel/data', 0, 1],
    ['/deviceManage/Maintenance/template', 1, 0],
    ['/deviceManage/Maintenance/template', 0, 0],
    ['/MessageNotification/MessageNotifications', 1, 1],
    ['/MyAccount/index', 1, 1],
    ['/no/such/page', 1, 1],
    ['/backHome?pjctid1=1', 0, 1],
  ] as const)('mixed tree: %s from %i → %i', (address, current, next) => {
    expect(menuFunctionTypeForRedirect(mixed, address, current)).toBe(next);
  });

  it('a project user returning to an enterprise page stays in the project back office', () => {
    expect(menuFunctionTypeForRedirect(mixed, '/deviceManage/Maintenance/template', 1, 2)).toBe(1);
    expect(menuFunctionTypeForRedirect(mixed, '/backHome?enterpid1=1', 1, 2)).toBe(1);
  });
});

describe('landingAddress and backOfficeAddress', () => {
  it.each([
    [2, '/backHome?pjctid1=1'],
    [0, '/backHome?enterpid1=1'],
    [1, '/backHome?governmentid1=1'],
    [undefined, '/backHome'],
    [7, '/backHome'],
  ])('user type %s lands on %s', (type, address) => {
    expect(landingAddress(type)).toBe(address);
  });

  it('keeps the project back office across a reload, else plain /backHome', () => {
    expect(backOfficeAddress(1)).toBe('/backHome?pjctid1=1');
    expect(backOfficeAddress(0)).toBe('/backHome');
  });
});
