import type { SeedStep } from '../shared/seed-step';
import { DEVICE_KIND_LABELS } from '../telemetry/metrics';
import { backfillHourRollups } from './backfill';
import { ensureSimDevices } from './sim-devices';

/**
 * Demo data step (after the projects): each company's device types (one per telemetry kind), the demo projects
 * flagged as the simulator's and their simulated device set, and a week of hour rollups from the simulator's
 * curves so history charts and trend panels have data from the first start.
 */
export const seedDevices: SeedStep = async (q, ctx) => {
  await seedDeviceSet(q, ctx);
  await backfillHourRollups(q, undefined, ctx.now);
};

/** The device types and the simulated devices without their week of history (the minimal seed's, docs/decisions/0440). */
export const seedDeviceSet: SeedStep = async (q, ctx) => {
  // The demo's own projects are the simulator's (docs/decisions/0540); a project created later is not.
  await q.exec('UPDATE projects SET simulated = true WHERE id = ANY($1::int[])', [Object.values(ctx.projects)]);
  const kinds = Object.entries(DEVICE_KIND_LABELS);
  await q.exec(
    `INSERT INTO device_types (company_id, device_kind, type_name, description)
     SELECT c.id, k.kind, k.label, k.label || '设备' FROM companies c CROSS JOIN unnest($1::text[], $2::text[]) AS k(kind, label)
      WHERE c.if_del = 0 ORDER BY c.id`,
    [kinds.map(([k]) => k), kinds.map(([, l]) => l)],
  );
  await ensureSimDevices(q);
};
