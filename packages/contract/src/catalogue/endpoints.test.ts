import * as t from 'io-ts';
import { API_BASE, UPLOAD_BASE } from '../constants';
import { decodeWith } from '../decode-with';
import type { PermissionRequirement } from '../endpoint';
import { menuHas } from '../menu/menu-catalogue';
import { endpointAreas, endpointByPath, endpointList, endpoints, fullPath, matchPath } from './endpoints';

const permissionAccess = endpointList.filter((e): e is typeof e & { access: PermissionRequirement } => typeof e.access === 'object');

describe('endpoint catalogue', () => {
  it('has a unique name per endpoint, also across area files', () => {
    const names = Object.values(endpointAreas).flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(endpointList).toHaveLength(names.length);
    for (const [key, endpoint] of Object.entries(endpoints)) expect(endpoint.name).toBe(key);
  });

  it('has a unique method + full path per endpoint (case-insensitive)', () => {
    const keys = endpointList.map((e) => `${e.method} ${fullPath(e).toLowerCase()}`);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes).toEqual([]);
  });

  it('puts every path under a base with a leading slash and no query', () => {
    for (const e of endpointList) {
      expect(e.path).toMatch(/^\/[A-Za-z0-9_/:]+$/);
      expect([API_BASE, UPLOAD_BASE]).toContain(e.base ?? API_BASE);
    }
  });

  it.each(permissionAccess.map((e) => [e.name, e.access] as const))('%s needs a page/sub-page/button the menu catalogue has', (_name, access) => {
    expect(menuHas(access.page, access.subPage, access.button)).toBe(true);
  });

  it.each([
    ['login', 'POST', '/web/login', 'public', 'status1', false],
    ['getToken', 'POST', '/api/token/getToken', 'session', 'code0', false],
    ['modifyPwd', 'POST', '/api/Employee/PCModifyPwd', 'session', 'status1', false],
    ['companySwitch', 'POST', '/api/ERPUser/UpdateUserRedis', 'session', 'data', false],
    ['templateList', 'GET', '/api/RoutInspContent/WherePageList', { page: 'deviceManage', subPage: 'Maintenance/template', button: 'search' }, 'list', true],
    ['templateDelete', 'GET', '/api/RoutInspContent/ModifyIfDel', { page: 'deviceManage', subPage: 'Maintenance/template', button: 'delete' }, 'data', true],
    ['templateCreate', 'POST', '/api/RoutInspContent/CreateContent', { page: 'deviceManage', subPage: 'Maintenance/template', button: 'add' }, 'data', true],
    ['templateUpdate', 'POST', '/api/RoutInspContent/ModifyContent', { page: 'deviceManage', subPage: 'Maintenance/template', button: 'edit' }, 'data', true],
    ['dictionaryGroupList', 'POST', '/api/SelectTableField/WhereSelectGroupList', 'session', 'list', false],
    ['projectList', 'GET', '/api/Project/WhereProjectList', 'session', 'list', false],
    ['equipmentRecordDetail', 'GET', '/api/RoutInspManage/GetDeviceDetailByReID', 'session', 'data', true],
    ['adminCompanyOrgList', 'GET', '/api/Org/AdminGetAllQueryOrgList', 'admin', 'data', true],
    ['uploadImage', 'POST', '/api/Upload/UploadImageRedis', 'session', 'status0', false],
  ] as const)('%s is %s %s', (name, method, path, access, envelope, chosen) => {
    const e = endpoints[name];
    expect({ method: e.method, path: e.path, access: e.access, envelope: e.envelope, pathChosen: e.pathChosen }).toEqual({
      method, path, access, envelope, pathChosen: chosen,
    });
  });

  it('sends the upload under /prod-api as multipart, and plug-in calls through the plug-in wrapper', () => {
    expect(fullPath(endpoints.uploadImage)).toBe('/prod-api/api/Upload/UploadImageRedis');
    expect(endpoints.uploadImage.encoding).toBe('multipart');
    const plugins = Object.values(endpointAreas.plugins ?? {});
    expect(plugins).toHaveLength(20);
    for (const e of plugins) expect(e.client).toBe('plugin');
  });

  it('decodes request payloads SPEC gives', () => {
    expect(decodeWith(endpoints.templateList.request, { user_id: '7', strWhere: 'company_id = 5 and if_del = 0', size: '10', index: '1' }).ok).toBe(true);
    expect(decodeWith(endpoints.templateDelete.request, { user_id: 7, rec_id: 3, if_del: '1' }).ok).toBe(true);
    expect(decodeWith(endpoints.companySwitch.request, { GlobalProjectID: 'g', company_id: '5', company_name: '乙' }).ok).toBe(true);
    expect(decodeWith(endpoints.modifyPwdMinapp.request, { oldPwd: 'a', userPwd: 'b', wid: 11, fromplat: 'pc' }).ok).toBe(false);
    expect(decodeWith(endpoints.dictionaryGroupList.request, { size: 999, index: 0, tableName: 'routInspManage', fieldName: 'DeviceType', fieldValue: '', strWhere: '' }).ok).toBe(true);
    expect(decodeWith(endpoints.uploadImage.request, { upload_type: 'userinfo', file_name: 'a.png' }).ok).toBe(true);
    expect(endpoints.projectUsers.request).toBe(t.UnknownRecord);
  });
});

describe('endpointByPath', () => {
  it.each([
    ['POST', '/web/login', 'login'],
    ['POST', '/prod-apiplus/web/login', 'login'],
    ['post', '/prod-apiplus/WEB/LOGIN?x=1', 'login'],
    ['GET', '/api/RoutInspContent/WherePageList', 'templateList'],
    ['GET', '/api/SelectTableField/WhereSelectGroupList', 'dictionaryGroupListGet'],
    ['POST', '/api/SelectTableField/WhereSelectGroupList', 'dictionaryGroupList'],
    ['POST', '/prod-api/api/Upload/UploadImageRedis', 'uploadImage'],
    ['GET', '/prod-apiplus/api/Project/GetProjectInfo/42', 'projectInfo'],
  ])('%s %s is %s', (method, path, name) => {
    expect(endpointByPath(method, path)?.endpoint.name).toBe(name);
  });

  it('returns path parameters', () => {
    expect(endpointByPath('GET', '/api/Project/GetProjectInfo/42')?.params).toEqual({ id: '42' });
  });

  it.each([
    ['GET', '/web/login'],
    ['POST', '/api/Nope'],
    ['POST', '/prod-apiplus/api/Upload/UploadImageRedis'],
    ['GET', '/api/Project/GetProjectInfo/'],
  ])('finds nothing for %s %s', (method, path) => {
    expect(endpointByPath(method, path)).toBeUndefined();
  });

  it('matchPath compares segments', () => {
    expect(matchPath('/a/:id/b', '/a/1/b')).toEqual({ id: '1' });
    expect(matchPath('/a/:id', '/a/1/b')).toBeUndefined();
  });
});
