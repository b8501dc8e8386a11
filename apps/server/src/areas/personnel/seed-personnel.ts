import type { Queryable } from '../../db/database';
import type { SeedStep } from '../../shared/seed-step';
import { fillAttendance, fillVehiclePassages, fillWagePayments, insertRoster } from './personnel-fill';
import { generateRoster } from './worker-roster';

/** Days of attendance and gate history the demo data carries. */
export const HISTORY_DAYS = 30;

/** Roster size by project status (SPEC §3): preparing, approved, under construction, completed, stopped. */
const HEADCOUNT: Readonly<Record<number, number>> = { 1: 6, 2: 24, 3: 160, 4: 60, 5: 40 };

interface ProjectRow {
  id: number;
  company_id: number;
  project_status: number;
}

/**
 * Roster, attendance, gate passages and wages for `projects` (demo data and the screen benchmark):
 * headcount by status (± a little per project), all workers of a completed project exited.
 */
export async function seedPersonnelFor(q: Queryable, projects: readonly ProjectRow[], days = HISTORY_DAYS): Promise<void> {
  for (const p of projects) {
    const base = HEADCOUNT[p.project_status] ?? 10;
    const headcount = base + ((p.id * 37) % Math.max(1, Math.round(base / 4)));
    const rows = generateRoster(p.id * 7919 + 17, headcount, p.project_status === 4 ? { allExitedDaysAgo: 45 } : {});
    await insertRoster(q, { id: p.id, companyId: p.company_id }, rows);
  }
  const ids = projects.map((p) => p.id);
  await fillAttendance(q, ids, days);
  await fillVehiclePassages(q, ids, days);
  await fillWagePayments(q, ids);
}

/** Demo step: personnel data for every demo project (runs after projects and devices). */
export const seedPersonnel: SeedStep = async (q, ctx) => {
  const ids = Object.values(ctx.projects);
  const projects = await q.many<ProjectRow>('SELECT id, company_id, project_status FROM projects WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
  await seedPersonnelFor(q, projects);
};
