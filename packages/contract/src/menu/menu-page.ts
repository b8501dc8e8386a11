import type { ButtonName } from '../endpoint';

/** Menu function type of a catalogue entry: 0 enterprise back office, 1 project back office. */
export type EntryFunctionType = 0 | 1;

/** A sub-page of the menu catalogue: a screen inside the main layout. */
export interface MenuSubPage {
  /** Sub-page key (the permission tree's second level), unique across the catalogue. */
  readonly key: string;
  /** Chinese title shown in the sidebar and breadcrumb. */
  readonly title: string;
  /** Page component path (navigatePageUrlPC), e.g. `deviceManagement/maintenance/index`. */
  readonly component: string;
  /** Buttons this screen knows; a user holds a subset of them. */
  readonly buttons: readonly ButtonName[];
  /** Overrides the page's menu function type. */
  readonly menuFunctionType?: EntryFunctionType;
  /**
   * The entry of the other back office this one shows again (docs/decisions/0610): the same record list and calls,
   * guarded by this entry's buttons as well as by that entry's.
   */
  readonly sameAs?: { readonly page: string; readonly subPage: string };
}

/** A top-level page of the menu catalogue: a sidebar group in the shared layout. */
export interface MenuPage {
  /** Page key (the permission tree's first level). */
  readonly key: string;
  readonly title: string;
  /** Icon name (pcImageUrlStr). */
  readonly icon: string;
  /** 0 shown in the enterprise back office, 1 in the project back office (SPEC §2.2). */
  readonly menuFunctionType: EntryFunctionType;
  readonly subPages: readonly MenuSubPage[];
}

/** Chinese labels of the button permissions, used as node titles in the permission tree. */
export const BUTTON_LABELS: Readonly<Record<ButtonName, string>> = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  search: '查询',
  audit: '审核',
  export: '导出',
  inport: '导入',
  delivery: '发货',
  revealId: '查看证件号',
};

/** The component name of an entry that loads inside the shared layout (SPEC §2.2). */
export const LAYOUT_COMPONENT = 'Layout';
