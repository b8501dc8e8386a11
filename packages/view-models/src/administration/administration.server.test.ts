import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { useTestServer } from '@worksite/server/testing';
import { CompanySwitchViewModel } from '../session/company-switch-view-model';
import { serverRig } from '../session/testing/server-rig';
import { CompanyTreeViewModel } from './company-tree-view-model';
import type { GrantNode } from './grant-tree';
import { GrantTreeViewModel } from './grant-tree-view-model';
import { MenuTreeViewModel } from './menu-tree-view-model';
import { supplierRecordType } from './supplier-record-type';
import { UserActionsViewModel } from './user-actions-view-model';
import { UserAssignmentViewModel } from './user-assignment-view-model';
import { RecordPageFactory } from '../records/record-page-factory';
import type { RecordListViewModel } from '../records/record-list-view-model';

const server = useTestServer();

async function signIn(userName: string, password = 'Demo@2026') {
  return serverRig(server.baseUrl, userName, password);
}

/** The node labelled `label` under the path of labels (page → sub-page → button). */
function nodeAt(nodes: readonly GrantNode[], ...path: string[]): GrantNode {
  let found: GrantNode | undefined;
  let level = nodes;
  for (const label of path) {
    found = level.find((n) => n.label === label);
    if (found === undefined) throw new Error(`no node ${label} in ${level.map((n) => n.label).join(',')}`);
    level = found.children;
  }
  return found!;
}

const pageKeysOf = (tree: readonly { pagePermission: string; kind: string; children: readonly unknown[] }[]): string[] =>
  tree.flatMap((n) => (n.kind === 'menu' ? [n.pagePermission, ...pageKeysOf(n.children as typeof tree)] : []));

describe('grant tree editor on the real server (分配权限)', () => {
  test("tri-state tree of the role's grants; removing 组织机构 reaches the signed-in user's menu and the server's checks on the next request; granting back restores", async () => {
    const admin = await signIn('sysadmin');
    const ro = await signIn('readonly_demo');
    const roleId = (await server.db.one<{ id: number }>("SELECT id FROM roles WHERE name = '只读用户'"))!.id;
    const vm = admin.container.get(GrantTreeViewModel);
    expect(await vm.open({ id: roleId, name: '只读用户' })).toBe(true);
    expect(vm.title).toBe('分配权限');
    const original = vm.grants;
    expect(original).toHaveLength(43); // 41 + 车辆管理 › 地磅管理 (0382), enterprise 质量安全 › 报警记录 (0610)

    const orgPage = nodeAt(vm.nodes, '组织管理');
    const org = nodeAt(vm.nodes, '组织管理', '组织机构');
    expect(org.children.map((b) => [b.label, vm.stateOf(b)])).toEqual([
      ['新增', 'unchecked'], ['编辑', 'unchecked'], ['删除', 'unchecked'], ['查询', 'checked'], ['导出', 'unchecked'],
    ]);
    expect([vm.stateOf(org), vm.stateOf(orgPage)]).toEqual(['indeterminate', 'indeterminate']);
    const systemPage = nodeAt(vm.nodes, '系统管理');
    expect(vm.stateOf(systemPage)).toBe('indeterminate');

    // a page holding anything: one click takes it all away (0600); unchecked, one click grants every sub-page with every button
    vm.toggle(orgPage);
    expect([vm.stateOf(orgPage), vm.stateOf(org)]).toEqual(['unchecked', 'unchecked']);
    vm.toggle(orgPage);
    expect([vm.stateOf(orgPage), vm.stateOf(org), vm.stateOf(nodeAt(vm.nodes, '组织管理', '供应商管理', '新增'))]).toEqual(['checked', 'checked', 'checked']);
    vm.toggle(orgPage);
    expect([vm.stateOf(orgPage), vm.stateOf(org)]).toEqual(['unchecked', 'unchecked']);
    // a button checked grants its menu with that button only
    vm.toggle(nodeAt(vm.nodes, '组织管理', '组织机构', '查询'));
    expect([vm.stateOf(org), vm.stateOf(orgPage)]).toEqual(['indeterminate', 'indeterminate']);
    // 取消 drops the edits; opened again, the role's grants are as stored
    vm.close();
    expect(await vm.open({ id: roleId, name: '只读用户' })).toBe(true);
    expect(vm.grants).toEqual(original);
    const orgNode = nodeAt(vm.nodes, '组织管理', '组织机构');
    vm.toggle(nodeAt(vm.nodes, '组织管理', '组织机构', '查询')); // the last button off → the page is not granted (0600)
    expect(vm.stateOf(orgNode)).toBe('unchecked');
    vm.toggle(orgNode); // unchecked → every button
    expect(vm.grants.find((g) => g.menuId === orgNode.menuId)).toEqual({ menuId: orgNode.menuId, buttons: ['add', 'delete', 'edit', 'export', 'search'] });
    vm.toggle(orgNode); // granted → revoked in one click
    const orgMenuId = org.menuId;
    expect(vm.grants).toEqual(original.filter((g) => g.menuId !== orgMenuId));
    expect(await vm.save()).toBe(true);
    expect(admin.notifier.messages('success')).toEqual(['保存成功']);
    expect(vm.isOpen).toBe(false);

    // the signed-in readonly user: refused on the next call, and the refreshed menu tree lacks the page
    await expect(ro.gateway.call(endpoints.orgList, { index: 0, size: 10 })).rejects.toMatchObject({ kind: 'forbidden' });
    await ro.container.get(CompanySwitchViewModel).refreshPermissions();
    expect(pageKeysOf(ro.menuAccess.menuTree)).not.toContain('organisation');
    expect(pageKeysOf(ro.menuAccess.menuTree)).toContain('supplier');

    // granting back: 组织机构 with 查询 only, as before
    expect(await vm.open({ id: roleId, name: '只读用户' })).toBe(true);
    const again = nodeAt(vm.nodes, '组织管理', '组织机构');
    expect(vm.stateOf(again)).toBe('unchecked');
    vm.toggle(nodeAt(vm.nodes, '组织管理', '组织机构', '查询'));
    expect(vm.grants).toEqual(original);
    expect(await vm.save()).toBe(true);
    const list = await ro.gateway.call(endpoints.orgList, { index: 0, size: 10 });
    expect(list.page.record_count).toBe(5);
    await ro.container.get(CompanySwitchViewModel).refreshPermissions();
    expect(pageKeysOf(ro.menuAccess.menuTree)).toContain('organisation');
  });

  test("another company's role: the tree does not open (the server refuses) and nothing changes", async () => {
    const ent = await signIn('enterprise_demo');
    const other = (await server.db.one<{ id: number }>("SELECT r.id FROM roles r JOIN companies c ON c.id = r.company_id WHERE c.name = '远景建设集团有限公司'"))!.id;
    const vm = ent.container.get(GrantTreeViewModel);
    expect(await vm.open({ id: other, name: '管理员' })).toBe(false);
    expect(vm.nodes).toEqual([]);
    expect(ent.notifier.messages('error')).toEqual(['没有权限']);
    expect(await vm.save()).toBe(false);
    expect(await server.db.one('SELECT count(*)::int AS n FROM role_menus WHERE role_id = $1', [other])).toEqual({ n: 82 }); // 77 + 报警阈值 (0376), 地磅管理, 车辆登记 (0382), enterprise 报警记录 (0610), 维权告示牌 (0684)
    vm.close();
    expect(vm.isOpen).toBe(false);
  });
});

describe('用户管理 on the generic list with the administration extensions (real server)', () => {
  const labels = (list: RecordListViewModel, userName: string) => list.rowActions(rowOf(list, userName)).map((a) => a.label);
  const rowOf = (list: RecordListViewModel, userName: string) => list.rows.find((r) => r.userName === userName)!;
  const run = async (list: RecordListViewModel, userName: string, label: string) => list.rowActions(rowOf(list, userName)).find((a) => a.label === label)!.run();

  test('a registration approved with 审核通过 signs in; 审核驳回 keeps it out; 重置密码; 禁用 / 启用; audited', async () => {
    const admin = await signIn('sysadmin');
    await admin.gateway.call(endpoints.register, { userName: 'vm_apply01', password: 'Abc@12345', phone: '13700004444', realName: '孙申请' });
    await admin.gateway.call(endpoints.register, { userName: 'vm_apply02', password: 'Abc@12345', phone: '13700005555' });
    expect((await signIn('vm_apply01', 'Abc@12345')).ok).toBe(false);

    const list = admin.container.get(RecordPageFactory).create('user');
    await list.load();
    expect(list.rows.map((r) => r.userName).slice(0, 2)).toEqual(['vm_apply02', 'vm_apply01']);
    expect(labels(list, 'vm_apply01')).toEqual(['查看', '编辑', '删除', '审核通过', '审核驳回']);
    await run(list, 'vm_apply01', '审核通过');
    expect((await signIn('vm_apply01', 'Abc@12345')).ok).toBe(true);
    expect(labels(list, 'vm_apply01')).toEqual(['查看', '编辑', '删除', '审核驳回', '分配角色', '监视公司', '重置密码', '禁用']);

    await run(list, 'vm_apply02', '审核驳回');
    expect(rowOf(list, 'vm_apply02').auditStatus).toBe(3);
    expect(labels(list, 'vm_apply02')).toEqual(['查看', '编辑', '删除', '审核通过']);
    expect((await signIn('vm_apply02', 'Abc@12345')).ok).toBe(false);

    // 禁用 asks first; cancel changes nothing
    const users = admin.container.get(UserActionsViewModel);
    admin.dialog.willAnswer(false);
    await run(list, 'vm_apply01', '禁用');
    expect(admin.dialog.requests.map((r) => [r.title, r.message])).toEqual([
      ['提示', '确定对该用户执行「审核通过」吗?'],
      ['提示', '确定对该用户执行「审核驳回」吗?'],
      ['提示', '确定禁用用户 vm_apply01 吗? 禁用后该用户将被强制退出登录'],
    ]);
    expect(admin.notifier.messages('info')).toEqual(['已取消']);
    expect(rowOf(list, 'vm_apply01').status).toBe(1);

    await run(list, 'vm_apply01', '重置密码');
    expect(users.resetTarget?.userName).toBe('vm_apply01');
    expect(await users.submitReset()).toBe(false);
    expect(users.passwordError).toBe('请输入新密码');
    users.setNewPassword('123');
    expect(users.passwordError).toBe('密码不能少于6位数!');
    users.setNewPassword('Reset@2026');
    expect(users.passwordError).toBeUndefined();
    expect(await users.submitReset()).toBe(true);
    expect(users.resetTarget).toBeUndefined();
    expect((await signIn('vm_apply01', 'Abc@12345')).ok).toBe(false);
    expect((await signIn('vm_apply01', 'Reset@2026')).ok).toBe(true);

    await run(list, 'vm_apply01', '禁用');
    expect(rowOf(list, 'vm_apply01').status).toBe(0);
    expect(labels(list, 'vm_apply01')).toEqual(['查看', '编辑', '删除', '审核驳回', '分配角色', '监视公司', '重置密码', '启用']);
    const refused = await signIn('vm_apply01', 'Reset@2026');
    expect([refused.ok, refused.notifier.messages('error')]).toEqual([false, ['账号已停用，请联系管理员']]);
    await run(list, 'vm_apply01', '启用');
    expect(rowOf(list, 'vm_apply01').status).toBe(1);
    expect((await signIn('vm_apply01', 'Reset@2026')).ok).toBe(true);
    expect(admin.notifier.messages('success')).toEqual(['审核通过成功', '审核驳回成功', '修改成功', '修改成功', '修改成功']);
    const audits = await server.db.many<{ action: string }>(
      "SELECT a.action FROM audit_log a JOIN users u ON a.record_id = u.id::text WHERE a.table_name = 'users' AND u.user_name = 'vm_apply01' ORDER BY a.id",
    );
    expect(audits.map((a) => a.action)).toEqual(['register', 'audit', 'password-reset', 'update', 'update']);
  });

  test('readonly_demo holds no audit nor edit on 用户管理: no administration actions; 分配角色 of a user; 角色管理 rows offer 分配权限 only with edit', async () => {
    const ro = await signIn('readonly_demo');
    const users = ro.container.get(RecordPageFactory).create('user');
    await users.load();
    expect(users.rows.map((r) => r.userName)).toEqual(['readonly_demo', 'project_demo', 'enterprise_demo']);
    expect(users.rows.map((r) => users.rowActions(r).map((a) => a.label))).toEqual([['查看'], ['查看'], ['查看']]);
    const roles = ro.container.get(RecordPageFactory).create('role');
    await roles.load();
    expect(roles.rows.length).toBe(3);
    expect(roles.rowActions(roles.rows[0]!).map((a) => a.label)).toEqual(['查看']);

    const ent = await signIn('enterprise_demo');
    // 分配角色: readonly_demo's roles and department in 华建第一工程有限公司
    const entUsers = ent.container.get(RecordPageFactory).create('user');
    await entUsers.load();
    const readonlyRow = entUsers.rows.find((r) => r.userName === 'readonly_demo')!;
    await entUsers.rowActions(readonlyRow).find((a) => a.label === '分配角色')!.run();
    const assign = ent.container.get(UserAssignmentViewModel);
    expect([assign.isOpen, assign.user?.companyName]).toEqual([true, '华建第一工程有限公司']);
    expect(assign.roles.map((r) => [r.label, assign.hasRole(r.id)])).toEqual([['管理员', false], ['只读用户', true], ['项目管理员', false]]);
    expect(assign.departments.map((d) => d.label)).toEqual(['华建第一工程有限公司/工程部', '华建第一工程有限公司/工程部/安全部']);
    expect(assign.departments.find((d) => String(d.id) === assign.departmentId)?.label).toBe('华建第一工程有限公司/工程部/安全部');
    const projectRole = assign.roles.find((r) => r.label === '项目管理员')!;
    assign.toggleRole(projectRole.id);
    assign.setDepartment(String(assign.departments[0]!.id));
    expect(await assign.save()).toBe(true);
    expect(assign.isOpen).toBe(false);
    const reloaded = entUsers.rows.find((r) => r.userName === 'readonly_demo')!;
    expect([reloaded.roleNames, reloaded.departmentName]).toEqual(['只读用户,项目管理员', '工程部']);
    await assign.open(reloaded);
    assign.toggleRole(projectRole.id);
    assign.setDepartment(String(assign.departments[1]!.id));
    expect(await assign.save()).toBe(true);
    expect(await server.db.many("SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id JOIN users u ON u.id = ur.user_id WHERE u.user_name = 'readonly_demo'")).toEqual([{ name: '只读用户' }]);
    expect(ent.notifier.messages('success')).toEqual(['保存成功', '保存成功']);

    const entRoles = ent.container.get(RecordPageFactory).create('role');
    await entRoles.load();
    const readOnly = entRoles.rows.find((r) => r.roleName === '只读用户')!;
    expect(entRoles.rowActions(readOnly).map((a) => a.label)).toEqual(['查看', '编辑', '删除', '分配权限']);
    await entRoles.rowActions(readOnly).find((a) => a.label === '分配权限')!.run();
    const grants = ent.container.get(GrantTreeViewModel);
    expect([grants.isOpen, grants.role?.name, grants.grants.length]).toEqual([true, '只读用户', 43]);
  });
});

describe('company tree on the real server (公司管理)', () => {
  test('sysadmin sees the three-level tree; a child is added under a second-level company, never under a third; deleted with the confirm', async () => {
    const admin = await signIn('sysadmin');
    const vm = admin.container.get(CompanyTreeViewModel);
    await vm.load();
    expect(vm.visible.map((n) => [n.level, n.row.companyName])).toEqual([
      [1, '华建智造集团有限公司'],
      [2, '华建第一工程有限公司'],
      [3, '华建第一工程南山分公司'],
      [2, '华建路桥建设有限公司'],
      [3, '华建路桥宝安分公司'],
      [1, '深圳市南山区住房和建设局'],
      [1, '远景建设集团有限公司'],
    ]);
    expect(vm.visible.map((n) => vm.canAddChild(n))).toEqual([true, true, false, true, false, true, true]);
    expect(vm.typeLabel(vm.visible[1]!.row.companyType)).toBe('施工总承包');
    // 所属区域: named from the province down in the tree, picked in the form (docs/decisions/0525).
    expect(vm.visible.map((n) => vm.districtName(n.row.districtCode))).toEqual([
      '广东省 深圳市', '广东省 深圳市 南山区', '广东省 深圳市 南山区', '广东省 深圳市 宝安区', '广东省 深圳市 宝安区', '广东省 深圳市 南山区', '广东省 广州市 天河区',
    ]);
    expect(vm.fields.find((f) => f.key === 'districtCode')!.input).toEqual({ type: 'district' });

    const subA = vm.visible[1]!.row;
    vm.openCreate(subA);
    expect(vm.values.districtCode).toBe('440305');
    expect(await vm.submit()).toBe(false);
    expect(vm.errors).toEqual({ companyName: '请输入公司名称' });
    vm.setValue('companyName', '华建第一工程福田分公司');
    vm.setValue('creditCode', 'bad');
    expect(await vm.submit()).toBe(false);
    expect(admin.notifier.messages('error')).toEqual(['统一社会信用代码须为18位数字或大写字母']);
    vm.setValue('creditCode', '');
    vm.setValue('districtCode', '449999');
    expect(await vm.submit()).toBe(false);
    expect(admin.notifier.messages('error')).toEqual(['统一社会信用代码须为18位数字或大写字母', '所属区域不存在']);
    vm.setValue('districtCode', '440304');
    expect(await vm.submit()).toBe(true);
    expect(vm.formMode).toBeUndefined();
    const added = vm.visible.find((n) => n.row.companyName === '华建第一工程福田分公司')!;
    expect([added.level, vm.canAddChild(added)]).toEqual([3, false]);

    vm.openEdit(added.row);
    vm.setValue('companyName', '华建第一工程福田分公司（改）');
    expect(await vm.submit()).toBe(true);
    admin.dialog.willAnswer(false);
    const renamed = vm.visible.find((n) => n.row.companyName === '华建第一工程福田分公司（改）')!;
    expect(await vm.remove(renamed.row)).toBe(false);
    expect(admin.notifier.messages('info')).toEqual(['已取消删除']);
    expect(await vm.remove(renamed.row)).toBe(true);
    expect(admin.dialog.requests.map((r) => r.message)).toEqual(['此操作将永久删除该设备, 是否继续?', '此操作将永久删除该设备, 是否继续?']);
    expect(admin.notifier.messages('success')).toEqual(['提交成功', '修改成功', '删除成功!']);
    expect(vm.visible).toHaveLength(7);

    // A top-level company: the system administrator's 新增 without a parent (docs/decisions/0411).
    expect(vm.canAddTop).toBe(true);
    vm.openCreate();
    expect([vm.parent, vm.values.districtCode]).toEqual([undefined, '']);
    vm.setValue('companyName', '前海建设集团有限公司');
    expect(await vm.submit()).toBe(true);
    expect(vm.visible.filter((n) => n.level === 1).map((n) => n.row.companyName)).toEqual(['华建智造集团有限公司', '深圳市南山区住房和建设局', '远景建设集团有限公司', '前海建设集团有限公司']);
  });

  test('a company-less system administrator\'s first company: the session takes it and the page reloads with it in the header (0411)', async () => {
    await server.db.exec(
      `INSERT INTO users (user_name, real_name, password_hash, is_system_admin, status, user_auth_type)
       SELECT 'vm_first_admin', '首位管理员', password_hash, true, 1, 0 FROM users WHERE user_name = 'sysadmin'`,
    );
    const r = await serverRig(server.baseUrl, 'vm_first_admin');
    const reloads = () => r.navigator.navigations.filter((n) => n.kind === 'reload').length;
    const { currentCompany } = r;
    expect(r.ok).toBe(true);
    expect([currentCompany.companyId, currentCompany.companyName]).toEqual([undefined, '']);
    const vm = r.container.get(CompanyTreeViewModel);
    vm.openCreate();
    vm.setValue('companyName', '首建集团有限公司');
    expect(await vm.submit()).toBe(true);
    expect([reloads(), currentCompany.companyName]).toEqual([1, '首建集团有限公司']);
    // A second company is an ordinary 新增: no reload, the session keeps its company.
    vm.openCreate();
    vm.setValue('companyName', '次建集团有限公司');
    expect(await vm.submit()).toBe(true);
    expect([reloads(), currentCompany.companyName, vm.formMode]).toEqual([1, '首建集团有限公司', undefined]);
  });

  test("enterprise_demo's tree is its administered subtree", async () => {
    const ent = await signIn('enterprise_demo');
    const orgs = ent.container.get(RecordPageFactory).create('organisation');
    expect(orgs.toolbar.filter((a) => a.kind === 'extension').map((a) => a.label)).toEqual(['公司管理']);
    expect(orgs.toolbar[0]?.label).toBe('新增');
    await orgs.runToolbarExtension('companies');
    const vm = ent.container.get(CompanyTreeViewModel);
    expect(vm.isOpen).toBe(true);
    expect(vm.visible.map((n) => [n.level, n.row.companyName])).toEqual([[1, '华建第一工程有限公司'], [2, '华建第一工程南山分公司']]);
    expect(vm.canAddTop).toBe(false);
    vm.close();
    expect(vm.isOpen).toBe(false);
  });
});

describe('供应商管理 on the generic list: the organisation declaration through the supplier calls (real server)', () => {
  test('lists the scope\'s suppliers, searches by name, adds one with Supply, removes the flag with DeleteSupply', async () => {
    const ent = await signIn('enterprise_demo');
    const list = ent.container.get(RecordPageFactory).create(supplierRecordType);
    await list.load();
    expect(list.rows.map((r) => r.orgName).sort()).toEqual(['南山设备租赁有限公司', '深港商砼有限公司', '鹏城建材供应有限公司'].sort());
    expect(list.columns.map((c) => c.label)).toEqual(['组织名称', '组织类型', '统一社会信用代码', '联系人', '联系电话']);
    expect(list.toolbar.map((a) => a.label)).toEqual(['新增']);
    expect(list.rowActions(list.rows[0]!).map((a) => a.label)).toEqual(['查看', '删除']);

    list.searchForm.setValue('orgName', '建材');
    expect(await list.search()).toBe(true);
    expect([list.total, list.rows.map((r) => r.orgName)]).toEqual([1, ['鹏城建材供应有限公司']]);
    await list.reset();
    expect(list.total).toBe(3);

    list.openCreate();
    expect(list.form.fields.map((f) => f.label)).toEqual(['组织名称', '组织类型', '联系人', '联系电话']);
    expect(await list.submitForm()).toBe(false);
    list.form.setField('orgName', '前海钢材供应有限公司');
    list.form.setField('orgType', '3');
    list.form.setField('contactor', '周供货');
    expect(await list.submitForm()).toBe(true);
    expect(list.total).toBe(4);
    const added = list.rows.find((r) => r.orgName === '前海钢材供应有限公司')!;
    expect(added).toMatchObject({ contactor: '周供货' });
    expect(await list.remove(added)).toBe(true);
    expect(ent.notifier.messages('success')).toEqual(['提交成功', '删除成功!']);
    expect(list.total).toBe(3);
    expect(await server.db.one("SELECT is_supply FROM organisations WHERE org_name = '前海钢材供应有限公司'")).toEqual({ is_supply: 0 });
  });
});

describe('菜单管理 on the real server (system administrators only)', () => {
  test('the whole tree depth first; a sub-page and its button added, renamed, deleted leaf first', async () => {
    const ent = await signIn('enterprise_demo');
    const entRoles = ent.container.get(RecordPageFactory).create('role');
    expect(entRoles.toolbar.filter((a) => a.kind === 'extension')).toEqual([]);

    const admin = await signIn('sysadmin');
    const roles = admin.container.get(RecordPageFactory).create('role');
    expect(roles.toolbar.filter((a) => a.kind === 'extension').map((a) => a.label)).toEqual(['菜单管理']);
    await roles.runToolbarExtension('menus');
    const vm = admin.container.get(MenuTreeViewModel);
    expect([vm.isOpen, vm.title]).toEqual([true, '菜单管理']);
    const { n } = (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM menus'))!;
    expect(vm.lines).toHaveLength(n);
    const project = vm.lines.find((l) => l.node.pagePermission === 'projectManage')!;
    const crm = vm.lines.find((l) => l.node.pagePermission === 'crmProject')!;
    const crmAdd = vm.lines.find((l) => l.node.kind === 'button' && l.node.pagePermission === 'add' && l.level === 3 && vm.lines.indexOf(l) > vm.lines.indexOf(crm))!;
    expect([project.level, project.node.textStr, crm.level, crm.node.textStr, crmAdd.node.textStr]).toEqual([1, '项目管理', 2, '项目列表', '新增']);
    expect([vm.canAddChild(project), vm.canAddChild(crm), vm.canAddChild(crmAdd)]).toEqual([true, true, false]);

    vm.openCreate(project);
    expect(vm.values.typeStr).toBe('菜单');
    expect(await vm.submit()).toBe(false);
    expect(vm.errors).toEqual({ pagePermission: '请输入页面标识', textStr: '请输入菜单名称' });
    vm.setValue('pagePermission', 'bad key!');
    vm.setValue('textStr', '新页面');
    expect(await vm.submit()).toBe(false);
    expect(admin.notifier.messages('error')).toEqual(['页面标识只能包含字母、数字、下划线、斜杠和横线']);
    vm.setValue('pagePermission', 'newPage');
    vm.setValue('navigatePageUrlPC', 'projectManage/newPage/index');
    expect(await vm.submit()).toBe(true);
    const page = vm.lines.find((l) => l.node.pagePermission === 'newPage')!;
    expect([page.level, page.node.textStr, page.node.navigatePageUrlPC]).toEqual([2, '新页面', 'projectManage/newPage/index']);

    vm.openCreate(page);
    expect(vm.values.typeStr).toBe('按钮');
    vm.setValue('pagePermission', 'add');
    vm.setValue('textStr', '新增');
    expect(await vm.submit()).toBe(true);
    vm.openEdit(vm.lines.find((l) => l.node.pagePermission === 'newPage')!);
    vm.setValue('textStr', '新页面（改）');
    expect(await vm.submit()).toBe(true);
    const renamed = vm.lines.find((l) => l.node.pagePermission === 'newPage')!;
    expect(renamed.node.textStr).toBe('新页面（改）');
    expect(await server.db.one("SELECT buttons FROM menus WHERE page_permission = 'newPage'")).toEqual({ buttons: ['add'] });

    expect(await vm.remove(renamed)).toBe(false);
    expect(admin.notifier.messages('error')).toEqual(['页面标识只能包含字母、数字、下划线、斜杠和横线', '该菜单下还有1个子菜单，不能删除']);
    const button = vm.lines[vm.lines.indexOf(renamed) + 1]!;
    expect([button.level, button.node.textStr]).toEqual([3, '新增']);
    expect(await vm.remove(button)).toBe(true);
    expect(await vm.remove(vm.lines.find((l) => l.node.pagePermission === 'newPage')!)).toBe(true);
    expect(vm.lines).toHaveLength(n);
    expect(admin.notifier.messages('success')).toEqual(['提交成功', '提交成功', '修改成功', '删除成功!', '删除成功!']);
  });
});
