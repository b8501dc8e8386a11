import type { TreeNode } from './tree-node';

/** Every node of the tree in pre-order (a parent before its children). */
export function flattenTree<T extends TreeNode<T>>(nodes: readonly T[]): T[] {
  const out: T[] = [];
  const visit = (list: readonly T[]): void => {
    for (const node of list) {
      out.push(node);
      visit(node.children ?? []);
    }
  };
  visit(nodes);
  return out;
}
