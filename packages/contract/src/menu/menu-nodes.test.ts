import { decodeWith } from '../decode-with';
import { MenuNode } from '../codecs/menu-node';
import { menuCatalogue } from './menu-catalogue';
import { toMenuNodes } from './menu-nodes';

describe('toMenuNodes', () => {
  const all = toMenuNodes();

  it('builds page → sub-page → button nodes that decode as raw menu nodes', () => {
    expect(all).toHaveLength(menuCatalogue.length);
    for (const node of all) expect(decodeWith(MenuNode, node).ok).toBe(true);
    const device = all.find((n) => n.pagePermission === 'deviceManage');
    expect(device).toMatchObject({ textStr: '设备管理', typeStr: '菜单', isShowStr: '是', navigatePageUrlPC: 'Layout', menuFunctionType: 0 });
    const template = device?.children?.find((n) => n.pagePermission === 'Maintenance/template');
    expect(template).toMatchObject({ textStr: '维保模板', navigatePageUrlPC: 'deviceManagement/maintenance/index' });
    expect(template?.children?.map((b) => [b.pagePermission, b.textStr, b.typeStr])).toEqual([
      ['add', '新增', '按钮'],
      ['edit', '编辑', '按钮'],
      ['delete', '删除', '按钮'],
      ['search', '查询', '按钮'],
    ]);
  });

  it('gives unique ids', () => {
    const ids: string[] = [];
    const walk = (nodes: readonly MenuNode[]) => nodes.forEach((n) => { ids.push(n.id ?? ''); walk(n.children ?? []); });
    walk(all);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps only granted sub-pages and buttons, dropping empty pages', () => {
    const nodes = toMenuNodes((page, sub) => (sub.key === 'Maintenance/template' ? ['search', 'delete'] : undefined));
    expect(nodes).toHaveLength(1);
    expect(nodes[0]?.children?.[0]?.children?.map((b) => b.pagePermission)).toEqual(['delete', 'search']);
  });

  it('marks project back-office entries with menuFunctionType 1', () => {
    expect(all.find((n) => n.pagePermission === 'personnel')?.children?.[0]?.menuFunctionType).toBe(1);
  });
});
