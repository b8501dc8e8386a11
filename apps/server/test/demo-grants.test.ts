/**
 * Issue 10 item 6: each demo account's grants fit its kind (docs/decisions/0307). The login answer's permission
 * tree (MenuPermissions) holds exactly the pages of the account's back office, with the buttons it may use.
 */
import { postForm } from './http-client';
import { useTestServer } from '../testing';

const s = useTestServer();

interface Node {
  PagePermission: string;
  MenuFunctionType: number;
  TypeStr: string;
  Permission: string[];
  Children: Node[];
}

async function treeOf(userName: string): Promise<{ authType: number; menuFunctionType: number; tree: Node[] }> {
  const r = await postForm(`${s.api}/web/login`, { userName, password: 'Demo@2026', fromplat: 'pc', wid: 11 });
  expect(r.body.status).toBe(1);
  return { authType: r.body.data.UserAuthType, menuFunctionType: r.body.data.menuFunctionType, tree: JSON.parse(r.body.data.MenuPermissions) };
}

/** `page/subPage: buttons` for every granted sub-page, in tree order. */
const grants = (tree: Node[]) =>
  tree.flatMap((p) => p.Children.filter((c) => c.TypeStr === '菜单').map((c) => `${p.PagePermission}/${c.PagePermission}: ${c.Permission.join(',')}`));
const pages = (tree: Node[]) => tree.map((p) => `${p.PagePermission}:${p.MenuFunctionType}`);

const PROJECT_PAGES = [
  'pName', 'ProjectSchedules', 'personnel', 'laborContract', 'salary', 'training', 'shift', 'safety', 'quality', 'environment',
  'gasDetection', 'positioning', 'accessControl', 'intelligent', 'machinery',
].map((k) => `${k}:1`);
const ENTERPRISE_PAGES = [
  'projectManage', 'orgManage', 'systemManage', 'deviceManage', 'concrete', 'carmanage', 'customer', 'integrity', 'regional',
  'platformPush', 'supervision', 'largeScreen', 'MyAccount', 'MessageNotification',
].map((k) => `${k}:0`);
/** Enterprise pages appended after the project ones: 质量安全 › 报警记录 (docs/decisions/0610). */
const LATER_ENTERPRISE_PAGES = ['enterpriseQuality:0'];

describe('demo grants per account kind', () => {
  test('enterprise_demo: both back offices, every button', async () => {
    const { tree } = await treeOf('enterprise_demo');
    expect(pages(tree)).toEqual([...ENTERPRISE_PAGES, ...PROJECT_PAGES, ...LATER_ENTERPRISE_PAGES]);
    expect(grants(tree)).toContain('enterpriseQuality/enterpriseAlarmRecord: edit,export,search');
    expect(grants(tree)).toContain('systemManage/role: add,delete,edit,search');
    expect(grants(tree)).toContain('personnel/data: add,delete,edit,export,inport,revealId,search');
  });

  test('project_demo: the project back office and 设备管理 with every button; its project, organisations and concrete read-only; 整改完成 of 监管记录', async () => {
    const { authType, tree } = await treeOf('project_demo');
    expect(authType).toBe(2);
    expect(pages(tree)).toEqual(['projectManage:0', 'orgManage:0', 'deviceManage:0', 'concrete:0', 'supervision:0', 'MyAccount:0', 'MessageNotification:0', ...PROJECT_PAGES]);
    expect(grants(tree).slice(0, 16)).toEqual([
      'projectManage/crmProject: search',
      'projectManage/taskList: search',
      'orgManage/organisation: search',
      'deviceManage/Maintenance/template: add,delete,edit,search',
      'deviceManage/Maintenance/record: add,audit,delete,edit,export,search',
      'deviceManage/deviceType: add,delete,edit,search',
      'deviceManage/towerCrane: add,audit,delete,edit,search',
      'deviceManage/dustDevice: add,audit,delete,edit,search',
      'deviceManage/videoDevice: add,audit,delete,edit,search',
      'concrete/concOrder: search',
      'concrete/concTask: search',
      'concrete/concDevice: search',
      'supervision/supervisionRecord: edit,search',
      'MyAccount/index: edit',
      'MessageNotification/MessageNotifications: delete,search',
      'MessageNotification/alarmNotice: delete,search',
    ]);
    expect(grants(tree)).toHaveLength(55); // 51 + 报警阈值 (0376) + 智能识别 › 车辆登记 (0382) + 监管记录 (0433) + 维权告示牌 (0684)
    expect(grants(tree)).toContain('salary/payroll: add,audit,delete,edit,export,inport,search');
  });

  test('government_demo: the supervision back office, alarm records and hazards (0703), read-only but for inspecting; no 混凝土生产, no 系统管理', async () => {
    const { authType, tree } = await treeOf('government_demo');
    expect(authType).toBe(1);
    expect(pages(tree)).toEqual(['projectManage:0', 'orgManage:0', 'deviceManage:0', 'supervision:0', 'largeScreen:0', 'MyAccount:0', 'MessageNotification:0', 'safety:1', 'quality:1']);
    const own = ['MyAccount/index: edit', 'MessageNotification/MessageNotifications: delete,search', 'MessageNotification/alarmNotice: delete,search'];
    // 监管记录: it inspects (新增) and reviews (审核), docs/decisions/0433.
    const inspects = 'supervision/supervisionRecord: add,audit,search';
    expect(grants(tree).filter((g) => !own.includes(g) && g !== inspects).every((g) => g.endsWith(': search'))).toBe(true);
    expect(grants(tree)).toEqual([
      'projectManage/crmProject: search', 'projectManage/taskList: search', 'projectManage/qualification: search',
      'projectManage/builderLicence: search', 'projectManage/finishCheck: search', 'orgManage/organisation: search',
      'deviceManage/Maintenance/template: search', 'deviceManage/Maintenance/record: search', 'deviceManage/deviceType: search',
      'deviceManage/towerCrane: search', 'deviceManage/dustDevice: search', 'deviceManage/videoDevice: search',
      'supervision/monitorCompany: search', inspects, 'largeScreen/enterpriseScreen: search',
      'largeScreen/projectScreen: search', 'largeScreen/supervisoryScreen: search', ...own, 'safety/hazard: search', 'quality/alarmRecord: search',
    ]);
  });

  test('readonly_demo: every enterprise page, search only (no add/edit/delete/import/export)', async () => {
    const { tree } = await treeOf('readonly_demo');
    expect(pages(tree)).toEqual([...ENTERPRISE_PAGES, ...LATER_ENTERPRISE_PAGES]);
    const g = grants(tree);
    expect(g).toHaveLength(43); // 41 + 车辆管理 › 地磅管理 (0382) + 质量安全 › 报警记录 (0610)
    // 我的账户 offers only 编辑: held with it, as a page with no button is not granted (0600)
    expect(g.filter((x) => !x.endsWith(': search'))).toEqual(['MyAccount/index: edit']);
  });
});
