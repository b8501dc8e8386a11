import type { ScreenCatalogue } from './screen-routes';

/**
 * The screen definitions and their routes, loaded on demand: only the large screens need them, and the
 * view-models' index is part of the back office's first load (docs/decisions/0092 budget), so the catalogue
 * is a separate chunk the lazy large-screen page fetches.
 */
export function loadScreenCatalogue(): Promise<ScreenCatalogue> {
  return import('./screen-routes').then((m) => m.screenCatalogue);
}
