import { findTrail } from './find-trail';
import { tree, type Node } from './sample-tree.test-support';


describe('findTrail', () => {
  it.each([
    ['a1x', ['a', 'a1', 'a1x']],
    ['a2', ['a', 'a2']],
    ['c', ['c']],
    ['zz', []],
  ])('trail to %s', (target, expected) => {
    expect(findTrail(tree, (n) => n.name === target).map((n) => n.name)).toEqual(expected);
  });
});
