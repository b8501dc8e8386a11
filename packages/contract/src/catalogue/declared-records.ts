import type { Endpoint } from '../endpoint';
import { catalogueEntries } from '../records/derive/record-catalogue';
import { recordTypes } from '../records/record-types';

/**
 * The catalogue entries of every registered record type (records/registry.ts), grouped by the menu page that
 * guards the type — the area (and OpenAPI tag) they are listed under. Names in `written` are left out: an area
 * file lists those by hand, precisely typed (`callSpec`), and keeps them (docs/decisions/0450).
 */
export function declaredEndpointAreas(written: ReadonlySet<string>): Record<string, Record<string, Endpoint>> {
  const areas: Record<string, Record<string, Endpoint>> = {};
  for (const recordType of Object.values(recordTypes)) {
    const entries = Object.entries(catalogueEntries(recordType)).filter(([name]) => !written.has(name));
    if (entries.length === 0) continue;
    const page = recordType.permission.page;
    areas[page] = { ...areas[page], ...Object.fromEntries(entries) };
  }
  return areas;
}
