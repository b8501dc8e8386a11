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
  'salary/payroll': 'payrollSheet',
};

/**
 * Types an entry guards beside its main one that its page shows as tabs, in tab order after the main type
 * (docs/decisions/0676): each an ordinary list of its own, by the same grants.
 */
const ENTRY_TABS: Readonly<Record<string, readonly string[]>> = {
  'personnel/attendance': ['attendanceTeamDay', 'attendanceMonth'],
  'training/trainingRecord': ['trainingAttendee'],
  'safety/safetyCheck': ['safetyCheckItem'],
  'quality/qualityCheck': ['qualityCheckItem'],
  'safety/hazard': ['hazardRound'],
};

/**
 * Types with a list call an entry guards beside its main one that are shown only from within its page, never as a
 * tab: the 公司 tree (组织机构's tree dialog), a plant's 盘次记录 (read by its 生产报表), a device's 维保 records
 * (the §2.9 viewer), the menu tree (角色管理's menu dialogs), a sheet's 工资明细 (its lines dialog). A new type
 * beside a main one names itself here or in ENTRY_TABS (the unit test asks).
 */
export const SHOWN_WITHIN: ReadonlySet<string> = new Set([
  'company', 'concCycRec', 'routInspMachinery', 'routInspMaintain', 'routInspRepair', 'routInspSwitchBox', 'menu', 'payrollLine',
]);

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

/** The entry's tabs: its main type first, then the ENTRY_TABS it guards that have a list call. */
function tabsOf(entryKey: string, main: RecordType, guarded: readonly RecordType[]): readonly RecordType[] {
  const more = (ENTRY_TABS[entryKey] ?? []).flatMap((name) => guarded.filter((t) => t.name === name && t !== main && t.endpoints.list !== undefined));
  return [main, ...more];
}

/** Per component path: the types its page lists, the main one first (a single one for most entries). */
const byComponent: ReadonlyMap<string, readonly RecordType[]> = (() => {
  const guarded = new Map<string, RecordType[]>();
  for (const type of Object.values(recordTypes)) {
    const key = `${type.permission.page}/${type.permission.subPage}`;
    guarded.set(key, [...(guarded.get(key) ?? []), type]);
  }
  const map = new Map<string, readonly RecordType[]>();
  for (const page of menuCatalogue) {
    for (const sub of page.subPages) {
      // An entry shown again in the other back office lists what its original lists (docs/decisions/0610).
      const original = sub.sameAs === undefined ? undefined : findMenuSubPage(sub.sameAs.page, sub.sameAs.subPage);
      const entryKey = original !== undefined ? `${sub.sameAs!.page}/${original.key}` : `${page.key}/${sub.key}`;
      const types = guarded.get(entryKey) ?? [];
      const type = mainType(original !== undefined ? sub.sameAs!.page : page.key, original ?? sub, types);
      if (type !== undefined && !map.has(sub.component)) map.set(sub.component, tabsOf(entryKey, type, types));
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
  return component === undefined ? undefined : byComponent.get(component)?.[0];
}

/**
 * The types a menu component path's page shows as tabs (docs/decisions/0676): the main type (recordTypeForComponent)
 * first, then the types of ENTRY_TABS its entry guards with a list call; one type for most entries, none for a path
 * without a declared type.
 */
export function recordTabsForComponent(component: string | undefined): readonly RecordType[] {
  return component === undefined ? [] : byComponent.get(component) ?? [];
}

/** Every component path that lists a declared record type, in menu catalogue order. */
export function recordComponents(): readonly string[] {
  return [...byComponent.keys()];
}
