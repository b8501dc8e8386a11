import * as t from 'io-ts';
import { NumberFromStringOrNumber, StringFromStringOrNumber, maybe } from './lenient';

/**
 * A menu / permission-tree node as the server sends it (SPEC §3). Both casings occur
 * (`PagePermission` and `pagePermission`), so every key is optional and unknown keys pass;
 * normalising is the permissions package's job, not the codec's.
 */
export interface MenuNode {
  readonly ID?: string;
  readonly id?: string;
  readonly PagePermission?: string;
  readonly pagePermission?: string;
  readonly TextStr?: string;
  readonly textStr?: string;
  readonly PcImageUrlStr?: string;
  readonly pcImageUrlStr?: string;
  /** `是` shown, `否` hidden. */
  readonly IsShowStr?: string;
  readonly isShowStr?: string;
  /** 1 shows the entry whatever isShowStr says. */
  readonly IsShow?: number;
  readonly isShow?: number;
  /** `菜单` marks a menu entry. */
  readonly TypeStr?: string;
  readonly typeStr?: string;
  /** Alternate login variant: 1 marks a menu entry. */
  readonly Type?: number;
  readonly type?: number;
  readonly MenuFunctionType?: number;
  readonly menuFunctionType?: number;
  readonly NavigatePageUrlPC?: string;
  readonly navigatePageUrlPC?: string;
  readonly NavigateUrlPc?: string;
  readonly navigateUrlPc?: string;
  readonly Children?: MenuNode[];
  readonly children?: MenuNode[];
  readonly Permission?: unknown;
  readonly permission?: unknown;
}

const text = maybe(StringFromStringOrNumber);
const num = maybe(NumberFromStringOrNumber);

/** Codec of a raw menu node, recursive and lenient. */
export const MenuNode: t.Type<MenuNode, unknown, unknown> = t.recursion('MenuNode', () =>
  t.partial({
    ID: text,
    id: text,
    PagePermission: text,
    pagePermission: text,
    TextStr: text,
    textStr: text,
    PcImageUrlStr: text,
    pcImageUrlStr: text,
    IsShowStr: text,
    isShowStr: text,
    IsShow: num,
    isShow: num,
    TypeStr: text,
    typeStr: text,
    Type: num,
    type: num,
    MenuFunctionType: num,
    menuFunctionType: num,
    NavigatePageUrlPC: text,
    navigatePageUrlPC: text,
    NavigateUrlPc: text,
    navigateUrlPc: text,
    Children: maybe(t.array(MenuNode)),
    children: maybe(t.array(MenuNode)),
    Permission: t.unknown,
    permission: t.unknown,
  }),
);
