/** Button permission names of SPEC §3 (leaves of the permission tree). */
export type ButtonName = 'add' | 'edit' | 'delete' | 'search' | 'audit' | 'export' | 'inport' | 'delivery';

/** The eight button names, in SPEC order. */
export const BUTTON_NAMES: readonly ButtonName[] = ['add', 'edit', 'delete', 'search', 'audit', 'export', 'inport', 'delivery'];

/** True when `value` is one of the eight button names. */
export function isButtonName(value: string): value is ButtonName {
  return (BUTTON_NAMES as readonly string[]).includes(value);
}
