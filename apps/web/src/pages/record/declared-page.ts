import { recordTabsForComponent } from '@worksite/contract';
import type { ComponentType } from 'react';
import type { PageProps } from '../page-props';

/**
 * The page of a menu path the page registry does not name (docs/decisions/0325, 0415): the generic record page
 * of the declared type the path lists when that type has a list call — the tabs page when the entry shows
 * several (0676) — else the under-construction page.
 * Loaded lazily: the record declarations come with it, not with the back office's first load.
 */
export async function declaredPage(component: string): Promise<{ default: ComponentType<PageProps> }> {
  const [type, ...more] = recordTabsForComponent(component);
  // A type without a list call (read only by the large screens so far) has nothing to show yet.
  if (type === undefined || type.endpoints.list === undefined) return import('../under-construction-page');
  const { recordPageFor, recordTabsPageFor } = await import('./record-page');
  // An entry guarding several listed types shows them as tabs (docs/decisions/0676).
  return { default: more.length > 0 ? recordTabsPageFor(component) : recordPageFor(type.name) };
}
