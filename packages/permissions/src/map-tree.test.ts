import { mapTree } from './map-tree';
import { tree, type Node } from './sample-tree.test-support';


describe('mapTree', () => {
  it('maps bottom-up with children already mapped and ancestors given', () => {
    const out = mapTree<Node, string>(tree, (n, children, anc) =>
      `${[...anc.map((a) => a.name), n.name].join('/')}(${children.join(',')})`,
    );
    expect(out).toEqual(['a(a/a1(a/a1/a1x()),a/a2())', 'b()', 'c()']);
  });

  it('maps an empty tree to an empty list', () => {
    expect(mapTree<Node, string>([], (n) => n.name)).toEqual([]);
  });
});
