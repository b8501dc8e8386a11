import { concreteScreenParams } from '@worksite/contract';
import type { SqlParams } from '../../db/sql-params';
import { paramValues } from '../../http/call-params';
import { SITE_TIME_ZONE } from '../../shared/site-time';
import type { ScreenFilter } from './screen-filter';

/**
 * Scope and time helpers of the concrete-production statistics (docs/decisions/0200). Orders, tasks, batches
 * and deliveries carry company (supplier), project (orderer) and district columns, so `ScreenFilter.where`
 * limits them directly. Plants, their silos and tanker cars belong to a company only: enterprise and government
 * viewers match them by company subtree / district, a project viewer (or any viewer narrowed to one project)
 * sees the plants serving the project(s), i.e. plants with a production task for them.
 */

const tz = SITE_TIME_ZONE;

/** The instant the next site month begins. */
export const siteNextMonthStartSql = `(SELECT (date_trunc('month', now() AT TIME ZONE '${tz}') + interval '1 month') AT TIME ZONE '${tz}')`;

/** The instant this site year began. */
export const siteYearStartSql = `(SELECT date_trunc('year', now() AT TIME ZONE '${tz}') AT TIME ZONE '${tz}')`;

/** The instant the next site year begins. */
export const siteNextYearStartSql = `(SELECT (date_trunc('year', now() AT TIME ZONE '${tz}') + interval '1 year') AT TIME ZONE '${tz}')`;

/** Whether plant-bound rows must be matched through the projects the plants serve. */
const byServedProjects = (f: ScreenFilter) => f.projectId !== undefined || f.scope.kind === 'projects';

/** Condition on plants `alias` (conc_plants) of the filter. */
export function plantWhere(f: ScreenFilter, p: SqlParams, alias: string): string {
  if (!byServedProjects(f)) return f.where('conc_plants', p, alias);
  return `${alias}.if_del = 0 AND ${alias}.id IN (SELECT k.plant_id FROM conc_tasks k WHERE ${f.where('conc_tasks', p, 'k')})`;
}

/** Condition on tanker cars `alias` (conc_tanker_cars): by their company, or bound to a plant serving the project(s). */
export function tankerWhere(f: ScreenFilter, p: SqlParams, alias: string): string {
  if (!byServedProjects(f)) return f.where('conc_tanker_cars', p, alias);
  return `${alias}.if_del = 0 AND ${alias}.plant_id IN (SELECT pl.id FROM conc_plants pl WHERE ${plantWhere(f, p, 'pl')})`;
}

/** Tables of the production statistics that carry the plant they belong to. */
const PLANT_COLUMN_TABLES = new Set(['conc_batches', 'conc_deliveries', 'conc_orders', 'conc_tasks', 'conc_tanker_cars']);

/**
 * The filter narrowed to one mixing plant (the production screen's plant choice, docs/decisions/0350): rows of
 * that plant only, the plant itself, and the material use of its batches. The scope still applies: a plant
 * outside it gives empty figures.
 */
export function narrowToPlant(f: ScreenFilter, plantId: number | undefined): ScreenFilter {
  if (plantId === undefined) return f;
  return {
    ...f,
    where(table, p, alias = 't') {
      const base = f.where(table, p, alias);
      if (PLANT_COLUMN_TABLES.has(table)) return `${base} AND ${alias}.plant_id = ${p.add(plantId)}`;
      if (table === 'conc_plants') return `${base} AND ${alias}.id = ${p.add(plantId)}`;
      if (table === 'conc_batch_materials') return `${base} AND ${alias}.batch_id IN (SELECT b.id FROM conc_batches b WHERE b.plant_id = ${p.add(plantId)})`;
      return base;
    },
    narrow: (id) => narrowToPlant(f.narrow(id), plantId),
  };
}

/** `plantId` of the production screen (concreteScreenParams): undefined when absent, 400 when not an id. */
export function plantIdParam(params: Record<string, unknown>): number | undefined {
  return paramValues(concreteScreenParams, params).plantId;
}
