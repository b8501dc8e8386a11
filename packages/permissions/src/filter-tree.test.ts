import { filterTree } from './filter-tree';
import { flattenTree } from './flatten-tree';
import { tree, type Node } from './sample-tree.test-support';


const names = (nodes: readonly Node[]): string[] => flattenTree(nodes).map((n) => n.name);

describe('filterTree', () => {
  it.each([
    ['drop a leaf', (n: Node) => n.name !== 'a2', ['a', 'a1', 'a1x', 'b', 'c']],
    ['drop a parent drops its subtree', (n: Node) => n.name !== 'a1', ['a', 'a2', 'b', 'c']],
    ['drop a root', (n: Node) => n.name !== 'a', ['b', 'c']],
    ['keep all', () => true, ['a', 'a1', 'a1x', 'a2', 'b', 'c']],
    ['keep none', () => false, []],
  ])('%s', (_label, keep, expected) => {
    expect(names(filterTree(tree, keep))).toEqual(expected);
  });

  it('passes ancestors root first', () => {
    const seen: string[] = [];
    filterTree(tree, (n, anc) => {
      seen.push([...anc.map((a) => a.name), n.name].join('/'));
      return true;
    });
    expect(seen).toEqual(['a', 'a/a1', 'a/a1/a1x', 'a/a2', 'b', 'c']);
  });

  it('leaves the input untouched', () => {
    filterTree(tree, (n) => n.name === 'a');
    expect(names(tree)).toEqual(['a', 'a1', 'a1x', 'a2', 'b', 'c']);
  });
});
