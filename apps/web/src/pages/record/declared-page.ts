import { recordTypeForComponent } from '@worksite/contract';
import type { ComponentType } from 'react';
import type { PageProps } from '../page-props';

/**
 * The page of a menu path the page registry does not name (docs/decisions/0325, 0415): the generic record page
 * of the declared type the path lists when that type has a list call, else the under-construction page.
 * Loaded lazily: the record declarations come with it, not with the back office's first load.
 */
export async function declaredPage(component: string): Promise<{ default: ComponentType<PageProps> }> {
  const type = recordTypeForComponent(component);
  // A type without a list call (read only by the large screens so far) has nothing to show yet.
  if (type === undefined || type.endpoints.list === undefined) return import('../under-construction-page');
  const { recordPageFor } = await import('./record-page');
  return { default: recordPageFor(type.name) };
}
