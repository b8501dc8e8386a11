import 'reflect-metadata';
import { STORAGE_KEYS } from '@worksite/contract';
import { MemoryStorage } from '@worksite/test-doubles';
import { SelectionStore } from './selection-store';

function setup() {
  const storage = new MemoryStorage();
  return { storage, store: new SelectionStore(storage) };
}

describe('SelectionStore (SPEC §3 stored selections)', () => {
  it.each([
    ['COMPANY_Id', '1,5,12', '1,5,12'],
    ['COMPANY_name', '华建第一工程有限公司', '华建第一工程有限公司'],
    ['PROJECT_ID', '42', '42'],
    ['PROJECT_name', '苏州中心', '苏州中心'],
    ['PROJECT_NO', 'P-001', 'P-001'],
    ['curMenuFunctionType', 1, '1'],
    ['sidebarStatus', true, 'true'],
    ['largeScreen', false, 'false'],
  ] as const)('%s is stored under its SPEC key and read back typed', (key, value, text) => {
    const { storage, store } = setup();
    store.set(key, value as never);
    expect(storage.getItem(key)).toBe(text);
    expect(store.get(key)).toEqual(value);
  });

  it('keeps the menu record and authority record as JSON', () => {
    const { storage, store } = setup();
    store.set('menuRecord', { firstMenu: 'deviceManage', secondMenu: 'template', status: false, firstMenuId: '9' });
    expect(JSON.parse(storage.getItem('menuRecord') ?? '')).toEqual({ firstMenu: 'deviceManage', secondMenu: 'template', status: false, firstMenuId: '9' });
    expect(store.get('menuRecord')).toEqual({ firstMenu: 'deviceManage', secondMenu: 'template', status: false, firstMenuId: '9' });
    store.set('authority', { deviceManage: ['add'] });
    expect(store.all()).toMatchObject({ authority: { deviceManage: ['add'] }, menuRecord: { firstMenu: 'deviceManage' } });
  });

  it('reads malformed or absent values as undefined, and removes on undefined', () => {
    const { storage, store } = setup();
    storage.setItem('menuRecord', '{not json');
    storage.setItem('curMenuFunctionType', 'abc');
    expect(store.get('menuRecord')).toBeUndefined();
    expect(store.get('curMenuFunctionType')).toBeUndefined();
    expect(store.get('PROJECT_ID')).toBeUndefined();
    store.set('PROJECT_ID', '3');
    store.set('PROJECT_ID', undefined);
    expect(storage.getItem('PROJECT_ID')).toBeUndefined();
  });

  it('the current company is the last id of the comma path', () => {
    const { store } = setup();
    expect(store.currentCompanyId()).toBeUndefined();
    store.set('COMPANY_Id', '1,5,12');
    expect(store.currentCompanyId()).toBe(12);
  });

  it('stores user info as JSON and decodes it (OrgDataAuthorityType defaults to 1)', () => {
    const { storage, store } = setup();
    storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ UserID: '7', UserName: 'project_demo', AuthAreaCode: 320500 }));
    expect(store.currentUser()).toMatchObject({ UserID: 7, UserName: 'project_demo', OrgDataAuthorityType: 1, AuthAreaCode: '320500' });
    store.setUserInfo({ UserID: 8, UserName: 'x', OrgDataAuthorityType: 0 });
    expect(store.currentUser()).toEqual({ UserID: 8, UserName: 'x', OrgDataAuthorityType: 0 });
    storage.setItem(STORAGE_KEYS.userInfo, 'garbage');
    expect(store.currentUser()).toBeUndefined();
  });

  it('clearSession forgets user info, company and project, and keeps layout choices (SPEC §4)', () => {
    const { storage, store } = setup();
    store.setUserInfo({ UserID: 8, UserName: 'x', OrgDataAuthorityType: 1 });
    for (const key of ['COMPANY_Id', 'COMPANY_name', 'PROJECT_ID', 'PROJECT_name', 'PROJECT_NO'] as const) store.set(key, '1');
    store.set('sidebarStatus', true);
    store.clearSession();
    expect(storage.keys()).toEqual(['sidebarStatus']);
  });
});
