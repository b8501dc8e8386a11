/** What a menu node is: a page/sub-page menu, a button, or unmarked (SPEC §3 "Menu node"). */
export type MenuNodeKind = 'menu' | 'button' | 'unknown';

/** One node of the permission tree, camelCase whatever casing the server sent (docs/decisions/0020). */
export interface MenuNode {
  /** ID/id, as text (the server sends numbers or strings); undefined when missing. */
  readonly id: string | undefined;
  /** PagePermission: page key, sub-page key or (for a button node) the button name. */
  readonly pagePermission: string;
  /** TextStr: title. */
  readonly textStr: string;
  /** PcImageUrlStr: icon. */
  readonly pcImageUrlStr: string;
  /** IsShowStr: '是' / '否'; undefined when missing. */
  readonly isShowStr: string | undefined;
  /** IsShow: 1 = shown; undefined when missing or not a number. */
  readonly isShow: number | undefined;
  /** TypeStr: '菜单' / '按钮'; undefined when missing. */
  readonly typeStr: string | undefined;
  /** Type of the alternate login variant: 1 = menu; undefined when missing. */
  readonly type: number | undefined;
  /** Derived from typeStr, else from type. */
  readonly kind: MenuNodeKind;
  /** MenuFunctionType; undefined when missing. */
  readonly menuFunctionType: number | undefined;
  /** NavigatePageUrlPC: component path; 'Layout' names the shared layout; '' when none. */
  readonly navigatePageUrlPC: string;
  /** NavigateUrlPc; '' when none. */
  readonly navigateUrlPc: string;
  /** Permission: button names held under this (sub-page) node, trimmed, empties dropped. */
  readonly permission: readonly string[];
  /** Children, normalised the same way. */
  readonly children: readonly MenuNode[];
}
