import type { Db } from '../db/database';
import type { SeedContext, SeedStep } from '../shared/seed-step';
import { seedCompanies } from './seed-companies';
import { seedMenus } from './seed-menus';
import { seedProjects } from './seed-projects';
import { seedRoles } from './seed-roles';
import { seedUsers } from './seed-users';
import { seedDictionary } from './seed-dictionary';
import { seedTemplates } from './seed-templates';
import { seedInspection } from './seed-inspection';
import { seedOrganisations } from './seed-organisations';
import { seedNotices } from './seed-notices';
import { seedDevices, seedDeviceSet } from '../simulator/seed-devices';
import { seedPersonnel } from '../areas/personnel/seed-personnel';
import { seedAlarms } from '../alarm-engine/seed-alarms';
import { seedConcrete } from '../areas/concrete/seed-concrete';
import { seedAiSamples } from '../areas/ai-samples/seed-ai-samples';
import { seedProjectDocuments } from '../areas/projects/seed-project-documents';
import { seedPushConfigs } from '../areas/platform-push/seed-push-configs';
import { seedCustomers } from '../areas/customers/seed-customers';
import { seedIntegrity } from '../areas/integrity/seed-integrity';
import { seedAreas } from '../areas/regional/seed-areas';
import { seedSupervisionRecords } from '../areas/supervision/seed-supervision-records';
import { seedTeamsTraining } from '../areas/teams-training/seed-teams-training';
import { seedAttendance } from '../areas/attendance/seed-attendance';
import { seedCertificatesContracts } from '../areas/certificates/seed-certificates-contracts';
import { seedPayroll } from '../areas/payroll/seed-payroll';
import { seedGate } from '../areas/access-control/seed-gate';
import { seedProgress } from '../areas/progress/seed-progress';
import { seedChecks } from '../areas/checks/seed-checks';
import { seedHazards } from '../areas/hazards/seed-hazards';

/**
 * Demo data steps, in order. Areas append theirs (templates, notices, devices...) after `seedUsers`;
 * each step receives the ids created before it in `SeedContext`.
 */
export const seedSteps: SeedStep[] = [seedCompanies, seedMenus, seedProjects, seedRoles, seedUsers, seedDictionary, seedTemplates, seedInspection, seedOrganisations, seedNotices, seedDevices, seedPersonnel, seedAlarms, seedAiSamples, seedConcrete, seedProjectDocuments, seedPushConfigs, seedCustomers, seedIntegrity, seedAreas, seedSupervisionRecords, seedTeamsTraining, seedAttendance, seedCertificatesContracts, seedGate, seedPayroll, seedProgress, seedChecks, seedHazards];

/**
 * SEED_DEMO=minimal (docs/decisions/0440): the companies, menus, projects, roles and users the demo accounts
 * need, and the simulated devices without history — for tests of the process (starts, restarts, lost
 * connections, the simulator writing), not of the data.
 */
export const minimalSeedSteps: SeedStep[] = [seedCompanies, seedMenus, seedProjects, seedRoles, seedUsers, seedDeviceSet];

const marker = 'demo-seed';

/** Seed of SQL's random() for the demo data: the same database every time (docs/decisions/0242). */
const RANDOM_SEED = 0.2026;

/**
 * Creates the demo data once: the `meta` row `demo-seed` marks it done. Runs in one transaction under an
 * advisory lock, so two processes starting together seed once. Returns true when it seeded.
 *
 * Deterministic: SQL's random() is seeded, JavaScript steps compute times from `now` and SQL ones from the
 * transaction's `now()`, so two seeds at the same instant write the same rows.
 */
export async function runSeed(db: Db, steps: readonly SeedStep[] = seedSteps, now: number = Date.now()): Promise<boolean> {
  return db.tx(async (q) => {
    await q.exec('SELECT pg_advisory_xact_lock(7243001)');
    if (await q.one('SELECT 1 FROM meta WHERE key = $1', [marker])) return false;
    await q.exec('SELECT setseed($1)', [RANDOM_SEED]);
    const ctx: SeedContext = { companies: {}, departments: {}, users: {}, projects: {}, roles: {}, now };
    for (const step of steps) await step(q, ctx);
    await q.exec('INSERT INTO meta (key, value) VALUES ($1, $2)', [marker, JSON.stringify({ at: new Date(now).toISOString(), ids: ctx })]);
    return true;
  });
}
