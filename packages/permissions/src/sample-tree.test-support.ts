/** The tree the tree-walk tests (filter, find, flatten, map) walk: three levels, an empty and a missing children list. */
export interface Node {
  readonly name: string;
  readonly children?: readonly Node[];
}

export const tree: Node[] = [
  { name: 'a', children: [{ name: 'a1', children: [{ name: 'a1x' }] }, { name: 'a2' }] },
  { name: 'b', children: [] },
  { name: 'c' },
];
