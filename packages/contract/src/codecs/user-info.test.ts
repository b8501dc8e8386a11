import { decodeWith } from '../decode-with';
import { CompanySwitchResponse } from './company-switch-response';
import { LoginResponse } from './login-response';
import { UserInfo } from './user-info';

const companys = [{ CompanyID: 5, CompanyName: '示范集团', FullDepartmentPath: '示范集团/工程部', UserName: '张三' }];

describe('UserInfo', () => {
  it('accepts the stored user info of SPEC §3, Companys as JSON text, OrgDataAuthorityType defaulting to 1', () => {
    const r = decodeWith(UserInfo, {
      UserID: '7', UserName: '张三', CompanyId: 5, CompanyName: '示范集团', Companys: JSON.stringify(companys),
      fullDepartmentPath: '示范集团', AuthProjectID: '1,2', GlobalProjectID: 'g-1', UserAuthType: '0', IsSystemAdmin: 0,
      DepartmentName: '工程部', DepartmentId: 3, access_token: 'tok', accessToken: 'tok', AuthAreaCode: 370202,
      MenuPermissions: '[]', jsData: [{ ID: 1, PagePermission: 'deviceManage', Children: [{ id: '2', pagePermission: 'Maintenance/template' }] }],
      monitorShow: false, monitorInfo: { id: 9, name: '子公司' }, menuFunctionType: -1,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.UserID).toBe(7);
    expect(r.value.OrgDataAuthorityType).toBe(1);
    expect(r.value.Companys?.[0]?.CompanyID).toBe(5);
    expect(r.value.AuthAreaCode).toBe('370202');
    expect(r.value.UserAuthType).toBe(0);
  });

  it.each([
    ['missing UserName', { UserID: 1 }],
    ['UserAuthType out of range', { UserID: 1, UserName: 'a', UserAuthType: 5 }],
    ['menuFunctionType out of range', { UserID: 1, UserName: 'a', menuFunctionType: 4 }],
    ['Companys not a list', { UserID: 1, UserName: 'a', Companys: '{"a":1}' }],
    ['monitorInfo without name', { UserID: 1, UserName: 'a', monitorInfo: { id: 1 } }],
  ])('refuses %s', (_case, value) => {
    expect(decodeWith(UserInfo, value).ok).toBe(false);
  });
});

describe('LoginResponse and CompanySwitchResponse', () => {
  it('accepts a login answer and keeps a sent OrgDataAuthorityType 0', () => {
    const r = decodeWith(LoginResponse, {
      UserID: 1, UserName: 'admin', CompanyName: '示范集团', access_token: 't', MenuPermissions: '[]', OrgDataAuthorityType: 0,
      UserAuthType: 2, Companys: companys,
    });
    expect(r.ok && r.value.OrgDataAuthorityType).toBe(0);
  });

  it('refuses a login answer without token', () => {
    expect(decodeWith(LoginResponse, { UserID: 1, UserName: 'a', CompanyName: 'c', MenuPermissions: '[]' }).ok).toBe(false);
  });

  it('accepts a company-switch answer with permissions tree and watched companies', () => {
    const r = decodeWith(CompanySwitchResponse, {
      permissions: [{ PagePermission: 'projectManage', Children: [] }], userID: 1, userName: 'a',
      fullDepartmentPath: 'x', departmentID: '4', watchCompanys: [{ companyID: 2, companyName: '乙' }],
    });
    expect(r.ok).toBe(true);
  });

  it('refuses a company-switch answer whose permissions are not a list', () => {
    expect(decodeWith(CompanySwitchResponse, { permissions: {}, userID: 1, userName: 'a' }).ok).toBe(false);
  });
});
