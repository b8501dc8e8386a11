import type { CompanyTreeNode } from '@worksite/contract';
import type { Scope } from '../../auth/data-scope';
import type { Queryable } from '../../db/database';

interface CompanyRow {
  id: number;
  parent_id: number | null;
  name: string;
  global_project_id: number | null;
}

/** Live companies a scope covers (company tree of the header and the organisation screens). */
export async function scopedCompanies(q: Queryable, scope: Scope): Promise<CompanyRow[]> {
  const cols = 'c.id, c.parent_id, c.name, c.global_project_id';
  switch (scope.kind) {
    case 'all':
      return q.many<CompanyRow>(`SELECT ${cols} FROM companies c WHERE c.if_del = 0 ORDER BY c.id`);
    case 'companies':
      return q.many<CompanyRow>(`SELECT ${cols} FROM companies c WHERE c.if_del = 0 AND c.id = ANY($1::int[]) ORDER BY c.id`, [scope.companyIds]);
    case 'district':
      return q.many<CompanyRow>(`SELECT ${cols} FROM companies c WHERE c.if_del = 0 AND starts_with(c.district_code, $1) ORDER BY c.id`, [scope.areaCode]);
    case 'projects':
      return q.many<CompanyRow>(
        `SELECT ${cols} FROM companies c WHERE c.if_del = 0 AND c.id IN (SELECT company_id FROM projects WHERE id = ANY($1::int[])) ORDER BY c.id`,
        [scope.projectIds],
      );
    case 'none':
      return [];
  }
}

/**
 * The rows as a forest of `{id, companyname, GlobalProjectID, children}` (SPEC §3 company tree): a company
 * whose parent is not in the set is a root; `children` only where there are some; at most three levels.
 */
export function companyForest(rows: readonly CompanyRow[]): CompanyTreeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<number | null, CompanyRow[]>();
  for (const r of rows) {
    const parent = r.parent_id !== null && ids.has(r.parent_id) ? r.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  const build = (r: CompanyRow, depth: number): CompanyTreeNode => {
    const kids = depth < 3 ? (byParent.get(r.id) ?? []).map((c) => build(c, depth + 1)) : [];
    return { id: r.id, companyname: r.name, GlobalProjectID: r.global_project_id === null ? '' : String(r.global_project_id), ...(kids.length ? { children: kids } : {}) };
  };
  return (byParent.get(null) ?? []).map((r) => build(r, 1));
}
