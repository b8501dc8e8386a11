import type { ButtonName } from '../endpoint';
import type { MenuSubPage } from './menu-page';

/** The buttons of an ordinary record screen. */
export const CRUD: readonly ButtonName[] = ['add', 'edit', 'delete', 'search'];
/** CRUD plus Excel export and import. */
export const CRUD_EXCEL: readonly ButtonName[] = [...CRUD, 'export', 'inport'];
/** A screen that only reads. */
export const READ_ONLY: readonly ButtonName[] = ['search'];

/** Shorthand for a catalogue sub-page. */
export function subPage(key: string, title: string, component: string, buttons: readonly ButtonName[]): MenuSubPage {
  return { key, title, component, buttons };
}
