/** A node of a parent/child tree built from flat rows. */
export interface TreeNode<R> {
  readonly row: R;
  /** 1 for a root. */
  readonly level: number;
  readonly children: readonly TreeNode<R>[];
}

/**
 * Builds the tree of flat rows by their parent id, keeping the rows' order among siblings. A row whose parent
 * is not among the rows (outside the caller's reach) is a root; a cycle is cut where it closes.
 */
export function toTree<R>(rows: readonly R[], idOf: (r: R) => number, parentOf: (r: R) => number | null | undefined): TreeNode<R>[] {
  const ids = new Set(rows.map(idOf));
  const byParent = new Map<number | null, R[]>();
  for (const r of rows) {
    const p = parentOf(r);
    const key = p !== null && p !== undefined && ids.has(p) && p !== idOf(r) ? p : null;
    byParent.set(key, [...(byParent.get(key) ?? []), r]);
  }
  const seen = new Set<number>();
  const build = (r: R, level: number): TreeNode<R> => {
    seen.add(idOf(r));
    const children = (byParent.get(idOf(r)) ?? []).filter((c) => !seen.has(idOf(c))).map((c) => build(c, level + 1));
    return { row: r, level, children };
  };
  return (byParent.get(null) ?? []).map((r) => build(r, 1));
}

/** The nodes in display order (depth first), each with its level. */
export function flattenTree<R>(nodes: readonly TreeNode<R>[]): TreeNode<R>[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children)]);
}
