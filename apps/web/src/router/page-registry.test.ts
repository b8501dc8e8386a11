import { SCREEN_COMPONENTS, menuCatalogue } from '@worksite/contract';
import { screenPaths } from './page-registry';

test("the contract's hand-built screens are the page registry's menu paths (and 供应商's view), so the grant tree offers what the web serves (0601)", () => {
  const menuPaths = new Set(menuCatalogue.flatMap((p) => p.subPages.map((s) => s.component)));
  const registered = screenPaths.filter((path) => menuPaths.has(path));
  expect([...SCREEN_COMPONENTS].sort()).toEqual([...registered, 'orgManage/supplier/index'].sort());
});
