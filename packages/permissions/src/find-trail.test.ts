import { findTrail } from './find-trail';

interface Node {
  readonly name: string;
  readonly children?: readonly Node[];
}

const tree: Node[] = [
  { name: 'a', children: [{ name: 'a1', children: [{ name: 'a1x' }] }, { name: 'a2' }] },
  { name: 'b', children: [] },
  { name: 'c' },
];

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
