import { menuCatalogue, type ButtonName, type PermissionRequirement } from '@worksite/contract';
import type { Queryable } from '../db/database';

/** Buttons a monitor-mode user keeps in a watched company (read-only supervision, docs/decisions/0052). */
const monitorButtons: ReadonlySet<string> = new Set(['search', 'export']);

/** What the caller holds in their current company: page keys, page|sub-page pairs and their buttons. */
export class Grants {
  constructor(
    /** `page` and `page|subPage` → buttons held there. */
    private readonly entries: ReadonlyMap<string, ReadonlySet<string>>,
    /** Menu ids granted (for building the permission tree). */
    readonly menuIds: ReadonlySet<number>,
    /** Buttons per granted menu id. */
    readonly buttonsByMenu: ReadonlyMap<number, readonly string[]>,
    readonly all = false,
  ) {}

  static everything(): Grants {
    return new Grants(new Map(), new Set(), new Map(), true);
  }

  /** True when the page (and sub-page, and button) is held. */
  has(req: PermissionRequirement): boolean {
    if (this.all) return true;
    const held = this.entries.get(req.subPage ? `${req.page}|${req.subPage}` : req.page);
    if (!held) return false;
    return req.button === undefined || held.has(req.button);
  }

  buttons(page: string, subPage?: string): ButtonName[] {
    if (this.all) return ['add', 'edit', 'delete', 'search', 'audit', 'export', 'inport', 'delivery', 'revealId'];
    return [...(this.entries.get(subPage ? `${page}|${subPage}` : page) ?? [])] as ButtonName[];
  }
}

interface GrantRow {
  menu_id: number;
  buttons: string[];
  keys: string[];
}

/**
 * Loads the grants of `userId` in `companyId`: the union of its roles' menus there. A node's key pairs
 * with every ancestor's key, so `{page, subPage}` matches a sub-page anywhere under the page.
 * In a watched company where the user holds no role, the grants of the default company apply with
 * read-only buttons (monitor mode).
 */
export async function loadGrants(q: Queryable, userId: number, companyId: number | null, defaultCompanyId: number | null): Promise<Grants> {
  if (companyId === null) return new Grants(new Map(), new Set(), new Map());
  let rows = await grantRows(q, userId, companyId);
  let readOnly = false;
  if (rows.length === 0 && defaultCompanyId !== null && defaultCompanyId !== companyId) {
    const watched = await q.one('SELECT 1 FROM watched_companies WHERE user_id = $1 AND company_id = $2', [userId, companyId]);
    if (watched) {
      rows = await grantRows(q, userId, defaultCompanyId);
      readOnly = true;
    }
  }
  const entries = new Map<string, Set<string>>();
  const menuIds = new Set<number>();
  const buttonsByMenu = new Map<number, string[]>();
  for (const r of rows) {
    const buttons = readOnly ? r.buttons.filter((b) => monitorButtons.has(b)) : r.buttons;
    menuIds.add(r.menu_id);
    buttonsByMenu.set(r.menu_id, buttons);
    const [own, ...ancestors] = r.keys;
    for (const k of [own, ...ancestors.map((a) => `${a}|${own}`)]) {
      const set = entries.get(k) ?? new Set<string>();
      for (const b of buttons) set.add(b);
      entries.set(k, set);
    }
    // Holding a sub-page means holding the pages above it (without their buttons).
    for (const a of ancestors) if (!entries.has(a)) entries.set(a, new Set<string>());
  }
  grantShownAgain(entries);
  return new Grants(entries, menuIds, buttonsByMenu);
}

/**
 * An entry shown again in the other back office (`sameAs`: enterprise 质量安全 › 报警记录, docs/decisions/0610)
 * grants what its original grants, with the buttons held on it: the calls are the original's, guarded by either.
 */
function grantShownAgain(entries: Map<string, Set<string>>): void {
  for (const page of menuCatalogue) {
    for (const sub of page.subPages) {
      const held = sub.sameAs === undefined ? undefined : entries.get(`${page.key}|${sub.key}`);
      if (held === undefined) continue;
      const { page: target, subPage } = sub.sameAs!;
      for (const k of [subPage, `${target}|${subPage}`]) entries.set(k, new Set([...(entries.get(k) ?? []), ...held]));
      if (!entries.has(target)) entries.set(target, new Set<string>());
    }
  }
}

function grantRows(q: Queryable, userId: number, companyId: number): Promise<GrantRow[]> {
  return q.many<GrantRow>(
    `WITH granted AS (
       SELECT rm.menu_id, array_agg(DISTINCT b) FILTER (WHERE b IS NOT NULL) AS buttons
         FROM user_roles ur
         JOIN roles r ON r.id = ur.role_id AND r.if_del = 0
         JOIN role_menus rm ON rm.role_id = ur.role_id
         LEFT JOIN LATERAL unnest(rm.buttons) b ON true
        WHERE ur.user_id = $1 AND ur.company_id = $2
        GROUP BY rm.menu_id)
     SELECT g.menu_id, coalesce(g.buttons, '{}') AS buttons,
            (WITH RECURSIVE up AS (
               SELECT id, parent_id, page_permission, 0 AS depth FROM menus WHERE id = g.menu_id
               UNION ALL
               SELECT m.id, m.parent_id, m.page_permission, up.depth + 1 FROM menus m JOIN up ON m.id = up.parent_id)
             SELECT array_agg(page_permission ORDER BY depth) FROM up) AS keys
       FROM granted g`,
    [userId, companyId],
  );
}
