import type { Db } from '../db/database';
import type { CallerSession, CallerUser } from './caller';
import { computeScope, type Scope } from './data-scope';
import { Grants, loadGrants } from './grants';

/** What a signed-in call needs besides the caller: pages/buttons held and the rows in reach. */
export interface Access {
  readonly grants: Grants;
  readonly scope: Scope;
}

interface Entry {
  readonly generation: string;
  readonly at: number;
  readonly access: Promise<Access>;
}

/** Entries kept per process (oldest dropped first) and their longest life, as a second safety net. */
const maxEntries = 10_000;
const maxAgeMs = 60_000;

const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * Everything grants and scope are computed from that lives on the user or session row. Those rows are read
 * on every request (auth/caller.ts), so a company switch (session.company_id) or a changed user lands on a
 * different key; logout and password change revoke the session, which then fails before the cache is asked.
 */
function keyOf(user: CallerUser, session: CallerSession): string {
  return [user.id, session.companyId, session.projectId, user.defaultCompanyId, user.userAuthType, user.authProjectId, user.authAreaCode, user.isSystemAdmin].join('|');
}

/**
 * Grants and data scope of the caller, cached per process while `auth_generation` (read with the session
 * row) is unchanged: any change to roles, role menus, menus, user roles, watched companies, companies,
 * projects or project users — by any process, in any transaction — bumps it in the same transaction, so a
 * cached answer is never used after a change is visible. Saves the grant query (recursive over the menu
 * tree, the most expensive per-request work) and the scope query on every call.
 */
export function accessOf(db: Db, user: CallerUser, session: CallerSession): Promise<Access> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = keyOf(user, session);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.generation === session.authGeneration && now - hit.at < maxAgeMs) return hit.access;
  const access = Promise.all([
    user.isSystemAdmin ? Grants.everything() : loadGrants(db, user.id, session.companyId, user.defaultCompanyId),
    computeScope(db, user, session),
  ]).then(([grants, scope]) => ({ grants, scope }));
  const entry: Entry = { generation: session.authGeneration, at: now, access };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  // A failed load is not kept: the next request tries again.
  access.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return access;
}
