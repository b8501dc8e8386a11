import type { SeedStep } from '../shared/seed-step';
import { syncMenuCatalogue } from './sync-menu-catalogue';

/**
 * The whole menu tree of the contract's menu catalogue (page → sub-page → buttons), with its stable ids. The
 * server syncs it at every start before the demo data (docs/decisions/0410), so on a fresh database this
 * step finds it written; it stays a step for tests that seed without starting a server.
 */
export const seedMenus: SeedStep = async (q) => {
  await syncMenuCatalogue(q);
};
