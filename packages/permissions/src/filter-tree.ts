import type { TreeNode } from './tree-node';

/**
 * Keeps the nodes for which `keep` is true, at every depth; a dropped node drops its subtree.
 * Returns new nodes (shallow copies with filtered children); the input is left untouched.
 */
export function filterTree<T extends TreeNode<T>>(
  nodes: readonly T[],
  keep: (node: T, ancestors: readonly T[]) => boolean,
  ancestors: readonly T[] = [],
): T[] {
  const kept: T[] = [];
  for (const node of nodes) {
    if (!keep(node, ancestors)) continue;
    if (node.children === undefined) {
      kept.push(node);
    } else {
      kept.push({ ...node, children: filterTree(node.children, keep, [...ancestors, node]) });
    }
  }
  return kept;
}
