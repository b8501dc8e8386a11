import type { CompanySwitchResponse, LoginResponse, MenuNode } from '@worksite/contract';

/** A menu node as login sends it (PascalCase). */
export function menu(key: string, title: string, functionType: number | undefined, children: MenuNode[] = [], extra: Partial<MenuNode> = {}): MenuNode {
  return {
    ID: key,
    PagePermission: key,
    TextStr: title,
    PcImageUrlStr: 'el-icon-menu',
    IsShowStr: '是',
    TypeStr: '菜单',
    ...(functionType === undefined ? {} : { MenuFunctionType: functionType }),
    NavigatePageUrlPC: children.length > 0 ? 'Layout' : `${key}/index`,
    Children: children,
    ...extra,
  };
}

/** A button node. */
export function button(name: string): MenuNode {
  return { ID: `b-${name}`, PagePermission: name, TextStr: name, TypeStr: '按钮', IsShowStr: '是' };
}

/** The template page with the given buttons, function type 0. */
export function templatePage(buttons: readonly string[], functionType = 0): MenuNode {
  return menu('deviceManage', '设备管理', functionType, [
    menu('Maintenance/template', '维保模板', functionType, buttons.map(button)),
  ]);
}

/** An enterprise tree (type 0 pages), a project page (type 1) and my account (no type). */
export function mixedTree(): MenuNode[] {
  return [
    templatePage(['add', 'edit', 'delete', 'search']),
    menu('projectManage', '项目管理', 1, [menu('crmProject', '项目列表', 1)]),
    menu('MyAccount', '我的账户', 1, [menu('index', '我的账户', 1)]),
    menu('hiddenPage', '隐藏页', 0, [menu('secret', '隐藏子页', 0)], { IsShowStr: '否' }),
  ];
}

/** A login answer's data for a user of two companies and one watched company. */
export function loginData(overrides: Partial<LoginResponse> = {}, tree: MenuNode[] = [templatePage(['add', 'edit', 'delete'])]): LoginResponse {
  return {
    UserID: 7,
    UserName: 'enterprise_demo',
    CompanyId: 11,
    CompanyName: '华建第一工程有限公司（总部）',
    Companys: [
      { CompanyID: 11, CompanyName: '华建第一工程有限公司（总部）', FullDepartmentPath: '11' },
      { CompanyID: 12, CompanyName: '华建第二工程有限公司', FullDepartmentPath: '12' },
    ],
    access_token: 'token-7',
    accessToken: 'token-7',
    MenuPermissions: JSON.stringify(tree),
    OrgDataAuthorityType: 1,
    UserAuthType: 0,
    IsSystemAdmin: false,
    AuthAreaCode: '320100',
    watchCompanys: [{ companyID: 30, companyName: '远景建设集团有限公司' }],
    ...overrides,
  };
}

/** A company-switch answer with the given permission tree. */
export function switchData(tree: MenuNode[], overrides: Partial<CompanySwitchResponse> = {}): CompanySwitchResponse {
  return {
    permissions: tree,
    userID: 7,
    userName: 'enterprise_demo',
    fullDepartmentPath: 'x',
    departmentID: 5,
    watchCompanys: [{ companyID: 30, companyName: '远景建设集团有限公司' }],
    ...overrides,
  };
}
