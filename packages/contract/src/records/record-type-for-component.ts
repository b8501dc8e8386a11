import { findMenuSubPage, menuCatalogue } from '../menu/menu-catalogue';
import type { MenuSubPage } from '../menu/menu-page';
import type { RecordType } from './declaration/record-declaration';
import { recordTypes } from './record-types';

/**
 * Sub-pages guarding several types where neither title nor key names the one the screen lists
 * (`page/subPage` → type name): the screen's main record, the others are its details.
 */
const MAIN_TYPE: Readonly<Record<string, string>> = {
  'concrete/concDevice': 'concPlant',
  'deviceManage/Maintenance/record': 'inspectionDevice',
  'intelligent/car': 'lprDevice',
};

/**
 * The type a sub-page lists among those it guards: the one named in MAIN_TYPE, else the one whose title is
 * the sub-page's title, else the one whose title begins it (项目 → 项目列表), else the one named like the
 * sub-page key, else the first declared.
 */
function mainType(pageKey: string, sub: MenuSubPage, guarded: readonly RecordType[]): RecordType | undefined {
  const named = MAIN_TYPE[`${pageKey}/${sub.key}`];
  return (
    guarded.find((t) => t.name === named) ??
    guarded.find((t) => t.title === sub.title) ??
    guarded.find((t) => sub.title.startsWith(t.title)) ??
    guarded.find((t) => t.name === sub.key) ??
    guarded[0]
  );
}

const byComponent: ReadonlyMap<string, RecordType> = (() => {
  const guarded = new Map<string, RecordType[]>();
  for (const type of Object.values(recordTypes)) {
    const key = `${type.permission.page}/${type.permission.subPage}`;
    guarded.set(key, [...(guarded.get(key) ?? []), type]);
  }
  const map = new Map<string, RecordType>();
  for (const page of menuCatalogue) {
    for (const sub of page.subPages) {
      // An entry shown again in the other back office lists what its original lists (docs/decisions/0610).
      const original = sub.sameAs === undefined ? undefined : findMenuSubPage(sub.sameAs.page, sub.sameAs.subPage);
      const type = original !== undefined
        ? mainType(sub.sameAs!.page, original, guarded.get(`${sub.sameAs!.page}/${original.key}`) ?? [])
        : mainType(page.key, sub, guarded.get(`${page.key}/${sub.key}`) ?? []);
      if (type !== undefined && !map.has(sub.component)) map.set(sub.component, type);
    }
  }
  return map;
})();

/**
 * The declared record type a menu component path (navigatePageUrlPC) lists: the main type among those whose
 * permission is that menu entry's page and sub-page. The web's page registry shows the generic record page
 * for these paths.
 */
export function recordTypeForComponent(component: string | undefined): RecordType | undefined {
  return component === undefined ? undefined : byComponent.get(component);
}

/** Every component path that lists a declared record type, in menu catalogue order. */
export function recordComponents(): readonly string[] {
  return [...byComponent.keys()];
}
