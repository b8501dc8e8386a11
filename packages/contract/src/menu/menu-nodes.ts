import type { MenuNode } from '../codecs/menu-node';
import type { ButtonName } from '../endpoint';
import { menuCatalogue } from './menu-catalogue';
import { BUTTON_LABELS, LAYOUT_COMPONENT, type MenuPage, type MenuSubPage } from './menu-page';

/** Decides which buttons of a sub-page a user holds; `undefined` leaves the sub-page out. */
export type ButtonGrant = (page: MenuPage, sub: MenuSubPage) => readonly ButtonName[] | undefined;

/** Grants every button of every sub-page (a system administrator's tree). */
export const grantAll: ButtonGrant = (_page, sub) => sub.buttons;

const MENU = '菜单';
const BUTTON = '按钮';
const SHOWN = '是';

/**
 * Builds the permission tree (camelCase raw menu nodes: page, sub-page, buttons) from the catalogue.
 * Ids are stable while the catalogue is only appended to: page i → i·1000, sub-page j → +j·10, button k → +k.
 * Pages left without sub-pages are dropped.
 */
export function toMenuNodes(grant: ButtonGrant = grantAll, pages: readonly MenuPage[] = menuCatalogue): MenuNode[] {
  const out: MenuNode[] = [];
  pages.forEach((page, i) => {
    const pageId = (i + 1) * 1000;
    const children: MenuNode[] = [];
    page.subPages.forEach((sub, j) => {
      const held = grant(page, sub);
      if (held === undefined) return;
      const subId = pageId + (j + 1) * 10;
      const functionType = sub.menuFunctionType ?? page.menuFunctionType;
      children.push({
        id: String(subId),
        pagePermission: sub.key,
        textStr: sub.title,
        pcImageUrlStr: '',
        isShowStr: SHOWN,
        typeStr: MENU,
        menuFunctionType: functionType,
        navigatePageUrlPC: sub.component,
        children: sub.buttons
          .filter((b) => held.includes(b))
          .map((b) => ({
            id: String(subId + sub.buttons.indexOf(b) + 1),
            pagePermission: b,
            textStr: BUTTON_LABELS[b],
            isShowStr: SHOWN,
            typeStr: BUTTON,
            menuFunctionType: functionType,
          })),
      });
    });
    if (children.length === 0) return;
    out.push({
      id: String(pageId),
      pagePermission: page.key,
      textStr: page.title,
      pcImageUrlStr: page.icon,
      isShowStr: SHOWN,
      typeStr: MENU,
      menuFunctionType: page.menuFunctionType,
      navigatePageUrlPC: LAYOUT_COMPONENT,
      children,
    });
  });
  return out;
}
