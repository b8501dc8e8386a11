/** Button permission names of SPEC §3 (leaves of the permission tree). */
export type ButtonName = 'add' | 'edit' | 'delete' | 'search' | 'audit' | 'export' | 'inport' | 'delivery' | 'revealId';

/** The button names: SPEC's eight in SPEC order, then 查看证件号 (docs/decisions/0631). */
export const BUTTON_NAMES: readonly ButtonName[] = ['add', 'edit', 'delete', 'search', 'audit', 'export', 'inport', 'delivery', 'revealId'];

/** True when `value` is one of the button names. */
export function isButtonName(value: string): value is ButtonName {
  return (BUTTON_NAMES as readonly string[]).includes(value);
}
