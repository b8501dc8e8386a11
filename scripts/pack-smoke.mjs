// Imports the packed tarballs from a plain Node script outside the repository: no DOM, no TypeScript.
import assert from 'node:assert/strict';
import { isMobile, isValidIdCardChecksum, maskIdCard, checkUploadCount } from '@worksite/validators';
import { projectStatusLabel, lookupLabel } from '@worksite/lookups';
import { parseMenuTree, buildMenuRoutes, hasButton, shortenCompanyName } from '@worksite/permissions';
import { toListPage, virtualWindow } from '@worksite/paging';
import { validateTemplateForm, emptyTemplateForm, buildSavePayload } from '@worksite/templates';
import { parseStrWhere, endpoints, decodeWith, Template } from '@worksite/contract';

assert.equal(typeof document, 'undefined', 'runs without a DOM');
assert.equal(isMobile('13800138000'), true);
assert.equal(isValidIdCardChecksum('11010519491231002X'), true);
assert.equal(maskIdCard('11010519491231002X').slice(0, 4), '1101');
assert.equal(checkUploadCount(2, 2, 3).ok, false);
assert.equal(projectStatusLabel(3), lookupLabel('projectStatus', 3));

const tree = parseMenuTree(JSON.stringify([
  { ID: 1, PagePermission: 'deviceManage', TextStr: '设备管理', TypeStr: '菜单', IsShowStr: '是', MenuFunctionType: 0, NavigatePageUrlPC: 'Layout',
    Children: [{ ID: 2, PagePermission: 'Maintenance/template', TextStr: '维保模板', TypeStr: '菜单', IsShowStr: '是', MenuFunctionType: 0,
      NavigatePageUrlPC: 'deviceManagement/maintenance/index', Permission: 'add,edit', Children: [] }] },
]));
const routes = buildMenuRoutes(tree, 0);
assert.equal(routes[0].children[0].path, '/deviceManage/Maintenance/template');
assert.equal(hasButton(tree, 'deviceManage', 'Maintenance/template', 'add'), true);
assert.equal(hasButton(tree, 'deviceManage', 'Maintenance/template', 'delete'), false);
assert.equal(shortenCompanyName('一二三四五六七八九十十一'), '一二三四五六七八九十...');

assert.deepEqual(toListPage([1, 2], 1, 10, 12).page.has_next, true);
assert.equal(virtualWindow({ scrollTop: 300, totalRows: 1000 }).start >= 5, true);

const form = { ...emptyTemplateForm(), projectName: '', description: '', contentName: '' };
// A new template has no device type preset (docs/decisions/0622): it is the first thing asked for.
assert.equal(validateTemplateForm(form).first, '请选择设备类型');
assert.equal(validateTemplateForm({ ...form, deviceType: '搅拌站' }).first, '请选择项目名称');
const payload = buildSavePayload({ ...form, deviceType: '搅拌站', projectName: 'P', projectId: '7', description: 'd', contentName: 'n' },
  { userId: 1, userName: 'u', companyName: 'c', fromplat: 'pc' }, 'create');
assert.equal(payload.rec_id, 0);
assert.equal(payload.wid, 11);

assert.equal(parseStrWhere('company_id = 5 and if_del = 0', { company_id: 'number', if_del: 'number' }).ok, true);
assert.equal(parseStrWhere('company_id = 5 or 1=1', { company_id: 'number' }).ok, false);
assert.equal(endpoints.templateList.path, '/api/RoutInspContent/WherePageList');
assert.equal(decodeWith(Template, { id: 'x' }).ok, false);
console.log('pack smoke: every package imported and used from its tarball without a DOM');
