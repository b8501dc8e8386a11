import { entriesGranting, type ButtonName } from '@worksite/contract';
import { buttonMap, type MenuNode } from '@worksite/permissions';

/**
 * The buttons held on an entry or on any entry shown again as it (`sameAs`: the enterprise 报警记录 guards the
 * project one's calls, docs/decisions/0610), as the server counts them.
 */
export function heldButtons(tree: readonly MenuNode[], page: string, subPage: string): Readonly<Record<ButtonName, boolean>> {
  const maps = entriesGranting(page, subPage).map((e) => buttonMap(tree, e.page, e.subPage));
  const held = { ...maps[0]! };
  for (const map of maps.slice(1)) for (const b of Object.keys(map) as ButtonName[]) held[b] = held[b] || map[b];
  return held;
}
