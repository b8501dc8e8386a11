import { flattenTree } from './flatten-tree';
import { tree, type Node } from './sample-tree.test-support';


describe('flattenTree', () => {
  it('lists nodes in pre-order', () => {
    expect(flattenTree(tree).map((n) => n.name)).toEqual(['a', 'a1', 'a1x', 'a2', 'b', 'c']);
  });
});
