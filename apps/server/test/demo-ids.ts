import type { Db } from '../src/db/database';

/** Ids of the demo data by name: companies by `name`, projects by `project_name`. */
export interface DemoIds {
  readonly companies: Record<string, number>;
  readonly projects: Record<string, number>;
}

export async function demoIds(db: Db): Promise<DemoIds> {
  const [companies, projects] = await Promise.all([
    db.many<{ id: number; name: string }>('SELECT id, name FROM companies'),
    db.many<{ id: number; project_name: string }>('SELECT id, project_name FROM projects'),
  ]);
  return {
    companies: Object.fromEntries(companies.map((c) => [c.name, c.id])),
    projects: Object.fromEntries(projects.map((p) => [p.project_name, p.id])),
  };
}
