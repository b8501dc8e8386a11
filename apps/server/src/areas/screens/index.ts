import { endpoints } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { paramValues } from '../../http/call-params';
import { mountEndpoint } from '../../http/mount-endpoint';
import { accountStats } from './account-stats';
import { aiEventStats } from './ai-event-stats';
import { alarmStats } from './alarm-stats';
import { hazardStats } from './hazard-stats';
import { hazardWarnings } from './hazard-warnings';
import { attendanceStats, attendanceTop10 } from './attendance-stats';
import { craneStats } from './crane-stats';
import { concreteOrderStats, concreteProductionStats } from './concrete-stats';
import { narrowToPlant, plantIdParam } from './concrete-stats-scope';
import { cameraList, deviceCounts, deviceOnline, environmentDevices } from './device-stats';
import { environmentReadings } from './environment-stats';
import { maintenanceStats } from './maintenance-stats';
import { enterpriseOverview, projectScreenOverview, supervisoryOverview } from './overviews';
import { personnelDistribution, personnelTotals, workTypeStats } from './personnel-stats';
import { projectMap, projectOverview } from './project-stats';
import { rosterPage } from './roster-list';
import { sampleStats } from './sample-stats';
import { onReadingsIngested } from '../../telemetry/readings-hook';
import { ScreenCache } from './screen-cache';
import { screenFilter, type ScreenFilter } from './screen-filter';
import { vehicleStats } from './vehicle-stats';

type Statistic = (f: ScreenFilter, params: Record<string, unknown>) => Promise<unknown>;

/** Catalogue key (contract `catalogue/screens.ts`) → the statistic it answers with (docs/decisions/0161). */
const statistics: Readonly<Record<string, Statistic>> = {
  screenGetXmgltg: (f) => projectOverview(f),
  screenGetXmgldt: (f) => projectMap(f),
  screenGetRyglzlrytj: (f) => personnelTotals(f),
  screenGetRyglzlgztj: (f) => workTypeStats(f),
  screenGetRyglkqtj: (f) => attendanceStats(f),
  screenGetRyglryfb: (f) => personnelDistribution(f),
  screenGetRyglhmc: (f, params) => rosterPage(f, params),
  screenGetXmtjkqtop10: (f) => attendanceTop10(f),
  screenGetXmtjdnzhtj: (f) => accountStats(f),
  screenGetSbglsbtj: (f) => deviceCounts(f),
  screenGetSbglsbzxqk: (f) => deviceOnline(f),
  screenGetHjjcsbtj: (f) => environmentDevices(f),
  screenGetHjjczytj: (f) => environmentReadings(f),
  screenGetSbwbwbtj: (f) => maintenanceStats(f),
  screenGetTzsbtdtj: (f) => craneStats(f),
  // 质量安全 reads the hazards beside the alarms (docs/decisions/0724).
  screenGetPtyjbjtj: async (f) => {
    // …and 平台预警 their escalation (docs/decisions/0701).
    const [alarms, hazards, escalation] = await Promise.all([alarmStats(f), hazardStats(f), hazardWarnings(f)]);
    return { ...alarms, hazards: { ...hazards, ...escalation } };
  },
  screenGetClglcltj: (f) => vehicleStats(f),
  screenGetSpjksblb: (f) => cameraList(f),
  screenGetEnterpriseOverview: (f) => enterpriseOverview(f),
  screenGetProjectOverview: (f) => projectScreenOverview(f),
  screenGetSupervisoryOverview: (f) => supervisoryOverview(f),
  screenGetHntscsctj: (f, params) => concreteProductionStats(narrowToPlant(f, plantIdParam(params))),
  screenGetHntscddtj: (f) => concreteOrderStats(f),
  screenGetAisbsjtj: (f) => aiEventStats(f),
  screenGetJcjgyptj: (f) => sampleStats(f),
};

/** Calls whose answer depends on more than the filter (paging, search): never cached. */
const uncached = new Set(['screenGetRyglhmc']);

/**
 * Large-screen statistics under /api/TyScreen (and /api/tyScreen: routes match case-insensitively), each
 * scoped to the caller and optionally narrowed by `projectId` (404 unknown, 402 outside the scope); answers
 * shared per scope for a few seconds (screen-cache.ts, `config.screenCacheMs`).
 */
export function mountScreensArea(app: FastifyInstance): void {
  const cache = new ScreenCache(app.worksite.config.screenCacheMs);
  if (cache.ttlMs > 0) {
    const stop = onReadingsIngested(async () => cache.clear());
    app.addHook('onClose', async () => stop());
  }
  for (const [key, statistic] of Object.entries(statistics)) {
    const endpoint = endpoints[key];
    if (!endpoint) throw new Error(`screen endpoint ${key} is missing from the contract catalogue`);
    mountEndpoint(app, endpoint, async (ctx) => {
      const f = await screenFilter(app, ctx);
      if (uncached.has(key)) return statistic(f, ctx.params);
      // The parameters the call declares (the production screen's plant) are part of what it answers.
      const declared = endpoint.params ? JSON.stringify(paramValues(endpoint.params, ctx.params)) : '';
      return cache.get(`${key}|${JSON.stringify(f.scope)}|${f.projectId ?? ''}|${declared}`, () => statistic(f, ctx.params));
    }, { skipDecode: true });
  }
}
