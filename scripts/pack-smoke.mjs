// Imports the packed tarballs from a plain Node script outside the repository: no DOM, no TypeScript.
import assert from 'node:assert/strict';
import { isMobile, isValidIdCardChecksum, maskIdCard, checkUploadCount } from '@worksite/validators';
import { projectStatusLabel, lookupLabel } from '@worksite/lookups';
import { parseMenuTree, buildMenuRoutes, hasButton, shortenCompanyName } from '@worksite/permissions';
import * as paging from '@worksite/paging';
import * as templates from '@worksite/templates';
import * as contract from '@worksite/contract';

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

for (const [name, mod] of Object.entries({ paging, templates, contract })) {
  assert.ok(Object.keys(mod).length > 0, `${name} exports something`);
}
console.log('pack smoke: every package imported and used from its tarball without a DOM');
