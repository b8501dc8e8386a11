import type { TreeNode } from './tree-node';

/**
 * The chain root → … → first node (pre-order) matching `match`; an empty list when none matches.
 * Used for breadcrumbs (the matched route hierarchy) and for finding a sub-page under a page.
 */
export function findTrail<T extends TreeNode<T>>(nodes: readonly T[], match: (node: T) => boolean): T[] {
  for (const node of nodes) {
    if (match(node)) return [node];
    const below = findTrail(node.children ?? [], match);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
