/** A node of a tree whose children are of its own type (menu nodes, routes, fixed routes). */
export interface TreeNode<T> {
  readonly children?: readonly T[];
}
