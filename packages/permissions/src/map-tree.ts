import type { TreeNode } from './tree-node';

/**
 * Maps a tree bottom-up: `fn` receives the node, its already-mapped children and its ancestors
 * (root first), so a parent can be built from its children (e.g. a redirect to the first child).
 */
export function mapTree<T extends TreeNode<T>, U>(
  nodes: readonly T[],
  fn: (node: T, children: U[], ancestors: readonly T[]) => U,
  ancestors: readonly T[] = [],
): U[] {
  return nodes.map((node) => fn(node, mapTree(node.children ?? [], fn, [...ancestors, node]), ancestors));
}
