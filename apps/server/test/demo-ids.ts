import type { Db } from '../src/db/database';

/** Ids of the demo data by name: companies by `name`, projects by `project_name` and by `project_no`. */
export interface DemoIds {
  readonly companies: Record<string, number>;
  readonly projects: Record<string, number>;
  readonly projectNos: Record<string, number>;
}

export async function demoIds(db: Db): Promise<DemoIds> {
  const [companies, projects] = await Promise.all([
    db.many<{ id: number; name: string }>('SELECT id, name FROM companies'),
    db.many<{ id: number; project_name: string; project_no: string }>('SELECT id, project_name, project_no FROM projects'),
  ]);
  return {
    companies: Object.fromEntries(companies.map((c) => [c.name, c.id])),
    projects: Object.fromEntries(projects.map((p) => [p.project_name, p.id])),
    projectNos: Object.fromEntries(projects.map((p) => [p.project_no, p.id])),
  };
}

/**
 * The demo ids of a test file's server (useTestServer), read in a `beforeAll` declared after it: the records
 * are empty until then and filled in place, so a file may keep `const p = useDemoIds(s).projectNos`.
 */
export function useDemoIds(server: { readonly db: Db }): DemoIds {
  const ids: DemoIds = { companies: {}, projects: {}, projectNos: {} };
  beforeAll(async () => {
    const read = await demoIds(server.db);
    for (const key of ['companies', 'projects', 'projectNos'] as const) Object.assign(ids[key], read[key]);
  });
  return ids;
}
