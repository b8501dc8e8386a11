import type { MenuNode } from './menu-node';

/** Derived menuFunctionType of SPEC §4 (-1 default; 2 only in the alternate login variant). */
export type MenuFunctionType = -1 | 0 | 1 | 2 | 3;

/** The stored current menu function type (curMenuFunctionType): 1 or 0. */
export type CurrentMenuFunctionType = 0 | 1;

/** Which login variant's derivation rule applies. */
export type LoginVariant = 'standard' | 'alternate';

/**
 * menuFunctionType from the top-level menus (SPEC §4 Login): 0 if any is 0, 1 if any is 1, 3 if both.
 * The alternate variant also yields 2 (only type 2 present), 3 (only type 3 present) and -1 when all
 * four types 0–3 are present. Otherwise -1. Table in docs/decisions/0021.
 */
export function deriveMenuFunctionType(tree: readonly MenuNode[], variant: LoginVariant = 'standard'): MenuFunctionType {
  const has = (t: number): boolean => tree.some((n) => n.menuFunctionType === t);
  if (variant === 'alternate' && has(0) && has(1) && has(2) && has(3)) return -1;
  if (has(0) && has(1)) return 3;
  if (has(0)) return 0;
  if (has(1)) return 1;
  if (variant === 'alternate' && has(2)) return 2;
  if (variant === 'alternate' && has(3)) return 3;
  return -1;
}

/** The stored current type (SPEC §4): 1 only when the derived type is 1, otherwise 0. */
export function currentMenuFunctionType(derived: number): CurrentMenuFunctionType {
  return derived === 1 ? 1 : 0;
}
