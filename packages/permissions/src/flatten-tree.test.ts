import { flattenTree } from './flatten-tree';

interface Node {
  readonly name: string;
  readonly children?: readonly Node[];
}

const tree: Node[] = [
  { name: 'a', children: [{ name: 'a1', children: [{ name: 'a1x' }] }, { name: 'a2' }] },
  { name: 'b', children: [] },
  { name: 'c' },
];

describe('flattenTree', () => {
  it('lists nodes in pre-order', () => {
    expect(flattenTree(tree).map((n) => n.name)).toEqual(['a', 'a1', 'a1x', 'a2', 'b', 'c']);
  });
});
