import { componentServed, toMenuNodes } from '@worksite/contract';
import { parseMenuTree } from '@worksite/permissions';
import { GrantSelection, grantGroups, toGrantNodes, type GrantNode } from './grant-tree';

/** The grant tree of the whole catalogue, as 分配权限 builds it from GetMenuTree. */
const nodes = toGrantNodes(parseMenuTree(toMenuNodes()), componentServed);

function nodeAt(...path: string[]): GrantNode {
  let level: readonly GrantNode[] = nodes;
  let found: GrantNode | undefined;
  for (const label of path) {
    found = level.find((n) => n.label === label);
    if (found === undefined) throw new Error(`no node ${label} in ${level.map((n) => n.label).join(',')}`);
    level = found.children;
  }
  return found!;
}

const labels = (list: readonly GrantNode[]) => list.filter((n) => n.kind === 'menu').map((n) => n.label);
const leaves = (list: readonly GrantNode[]): GrantNode[] =>
  list.flatMap((n) => (n.kind !== 'menu' ? [] : n.children.some((c) => c.kind === 'menu') ? leaves(n.children) : [n]));

describe('grant tree (docs/decisions/0600–0602)', () => {
  test('only pages the product serves: pages without a screen are left out with their buttons, a page left empty with them', () => {
    expect(labels(nodeAt('人员定位').children)).not.toContain('基站管理');
    expect(labels(nodeAt('人员定位').children)).toContain('标签管理');
    expect(labels(nodes)).not.toContain('施工机械');
    const catalogue = parseMenuTree(toMenuNodes());
    const subPages = catalogue.flatMap((p) => p.children).filter((s) => s.kind === 'menu');
    const shown = leaves(nodes);
    expect(shown.map((l) => l.menuId)).toEqual(subPages.filter((s) => componentServed(s.navigatePageUrlPC)).map((s) => Number(s.id)));
    expect(shown.length).toBeLessThan(subPages.length);
    // the catalogue serves every enterprise sub-page but the ones named above
    expect(subPages.filter((s) => !componentServed(s.navigatePageUrlPC)).every((s) => s.menuFunctionType === 1)).toBe(true);
  });

  test('grouped by back office under the function type headings, in menu order', () => {
    const groups = grantGroups(nodes);
    expect(groups.map((g) => g.title)).toEqual(['企业管理后台', '项目管理后台']);
    expect(labels(groups[0]!.nodes)[0]).toBe('项目管理');
    expect(groups[0]!.nodes.every((n) => n.functionType === 0)).toBe(true);
    expect(groups.flatMap((g) => g.nodes)).toHaveLength(nodes.length);
    expect(groups[1]!.nodes.every((n) => n.functionType === 1)).toBe(true);
    const supervision: GrantNode = { ...nodeAt('监管管理'), functionType: 2 };
    expect(grantGroups([supervision]).map((g) => g.title)).toEqual(['监管后台']);
  });

  test('a page with no button left is not granted; one click on a granted page revokes it with its buttons', () => {
    const org = nodeAt('组织管理', '组织机构');
    const page = nodeAt('组织管理');
    const search = nodeAt('组织管理', '组织机构', '查询');
    const add = nodeAt('组织管理', '组织机构', '新增');
    const supplier = { menuId: nodeAt('组织管理', '供应商管理').menuId, buttons: ['search'] };
    const s = new GrantSelection([{ menuId: org.menuId, buttons: ['search'] }, supplier]);
    expect([s.stateOf(org), s.stateOf(page)]).toEqual(['indeterminate', 'indeterminate']);

    s.toggle(search); // the last button off → the page goes with it
    expect([s.stateOf(org), s.stateOf(search)]).toEqual(['unchecked', 'unchecked']);
    expect(s.toGrants()).toEqual([supplier]);
    s.toggle(add); // a button on grants its page with that button
    expect(s.toGrants()).toEqual([{ menuId: org.menuId, buttons: ['add'] }, supplier]);
    s.toggle(org); // granted (indeterminate) → revoked in one click
    expect([s.stateOf(org), s.stateOf(add)]).toEqual(['unchecked', 'unchecked']);
    expect(s.toGrants()).toEqual([supplier]);
    s.toggle(org); // unchecked → every button
    expect(s.toGrants()[0]).toEqual({ menuId: org.menuId, buttons: ['add', 'delete', 'edit', 'export', 'search'] });
    expect(s.stateOf(org)).toBe('checked');
    s.toggle(org);
    expect(s.toGrants()).toEqual([supplier]);

    // a page above: holding anything → one click takes all of it; holding nothing → one click grants all of it
    expect(s.stateOf(page)).toBe('indeterminate');
    s.toggle(page);
    expect([s.stateOf(page), s.toGrants()]).toEqual(['unchecked', []]);
    s.toggle(page);
    expect(s.stateOf(page)).toBe('checked');
    expect(s.toGrants().map((g) => g.menuId)).toEqual(leaves([page]).map((l) => l.menuId));
  });
});
