import type { ButtonName } from '../endpoint';
import { enterpriseAlarmMenu } from './enterprise-alarm-menu';
import { enterpriseMenu } from './enterprise-menu';
import type { MenuPage, MenuSubPage } from './menu-page';
import { projectMenu } from './project-menu';

/**
 * The product's whole menu: every page and sub-page a permission tree may grant.
 * Append only: node ids (see `toMenuNodes`) follow the order.
 */
export const menuCatalogue: readonly MenuPage[] = [...enterpriseMenu, ...projectMenu, ...enterpriseAlarmMenu];

/** The page with `key`, if the catalogue has one. */
export function findMenuPage(key: string): MenuPage | undefined {
  return menuCatalogue.find((page) => page.key === key);
}

/** The sub-page `subKey` of page `pageKey`, if the catalogue has it. */
export function findMenuSubPage(pageKey: string, subKey: string): MenuSubPage | undefined {
  return findMenuPage(pageKey)?.subPages.find((sub) => sub.key === subKey);
}

/** True when the catalogue has the page, the sub-page under it (when given) and the button there (when given). */
export function menuHas(pageKey: string, subKey?: string, button?: ButtonName): boolean {
  const page = findMenuPage(pageKey);
  if (page === undefined) return false;
  if (subKey === undefined) return button === undefined;
  const sub = page.subPages.find((s) => s.key === subKey);
  if (sub === undefined) return false;
  return button === undefined || sub.buttons.includes(button);
}

/**
 * The entries that grant what `page` / `subPage` grants: itself and every entry shown again elsewhere as it
 * (`sameAs`, docs/decisions/0610), in catalogue order.
 */
export function entriesGranting(page: string, subPage: string): readonly { readonly page: string; readonly subPage: string }[] {
  const again = menuCatalogue.flatMap((p) =>
    p.subPages.filter((s) => s.sameAs?.page === page && s.sameAs.subPage === subPage).map((s) => ({ page: p.key, subPage: s.key })),
  );
  return [{ page, subPage }, ...again];
}
