import { projectRecord } from '@worksite/contract';
import { projectStatusLabel } from '@worksite/lookups';
import { SqlParams } from '../../db/sql-params';
import { maskedRecord } from '../../record-types/record-masks';
import { siteTodaySql } from '../../shared/site-time';
import { accountStats } from './account-stats';
import { alarmStats } from './alarm-stats';
import { attendanceStats, attendanceTop10 } from './attendance-stats';
import { num } from './chart-shapes';
import { craneStats } from './crane-stats';
import { deviceCounts, deviceOnline } from './device-stats';
import { environmentReadings } from './environment-stats';
import { personnelTotals, workTypeStats } from './personnel-stats';
import { projectMap, projectOverview } from './project-stats';
import { progressStats } from './progress-stats';
import { hazardStats } from './hazard-stats';
import type { ScreenFilter } from './screen-filter';
import { vehicleStats } from './vehicle-stats';

/**
 * One call per screen group (docs/decisions/0166), so a screen that shows many panels makes one request:
 * the panels' statistics computed concurrently over the same filter, each in the shape of its own call.
 */

/** EnterpriseScreen/overview (and the enterprise screens' shared header figures). */
export async function enterpriseOverview(f: ScreenFilter) {
  const [projects, map, personnel, attendanceTop, devices, deviceTypes, environment, alarms, vehicles] = await Promise.all([
    projectOverview(f, 20), projectMap(f), personnelTotals(f), attendanceTop10(f), deviceOnline(f), deviceCounts(f),
    environmentReadings(f), alarmStats(f), vehicleStats(f),
  ]);
  return { projects, map, personnel, attendanceTop10: attendanceTop, devices, deviceTypes, environment, alarms, vehicles };
}

/** SupervisoryScreen/overview: the district's projects, workforce, environment ranking and warnings. */
export async function supervisoryOverview(f: ScreenFilter) {
  const [projects, map, personnel, attendanceTop, attendance, devices, environment, alarms, accounts] = await Promise.all([
    projectOverview(f, 20), projectMap(f), personnelTotals(f), attendanceTop10(f), attendanceStats(f), deviceOnline(f),
    environmentReadings(f), alarmStats(f), accountStats(f),
  ]);
  return { projects, map, personnel, attendanceTop10: attendanceTop, attendance, devices, environment, alarms, accounts };
}

/** The project a project screen shows: the chosen one, else the caller's first project under construction (or first at all). */
async function defaultProject(f: ScreenFilter): Promise<number | undefined> {
  if (f.projectId !== undefined) return f.projectId;
  const p = new SqlParams();
  const row = await f.db.one<{ id: number }>(
    `SELECT t.id FROM projects t WHERE ${f.where('projects', p)} ORDER BY t.project_status = 3 DESC, t.id LIMIT 1`,
    p.values,
  );
  return row?.id;
}

/** ProjectScreen/projectOverview and the other project screens: one project's panels. */
export async function projectScreenOverview(f: ScreenFilter) {
  const id = await defaultProject(f);
  if (id === undefined) return { project: null };
  const one = f.narrow(id);
  const p = new SqlParams();
  const [row, personnel, attendance, workTypes, devices, environment, cranes, alarms, vehicles, map, progress, safety] = await Promise.all([
    f.db.one(
      `SELECT t.id, t.project_name, t.project_no, t.project_status, t.address, t.lng, t.lat, t.project_manager, t.contact_phone,
              t.contract_amount, to_char(t.start_date, 'YYYY-MM-DD') AS start_date, to_char(t.end_date, 'YYYY-MM-DD') AS end_date,
              c.name AS company_name, (t.end_date - ${siteTodaySql}) AS days_left,
              (${siteTodaySql} - t.start_date) AS days_since_start
         FROM projects t JOIN companies c ON c.id = t.company_id WHERE ${one.where('projects', p)}`,
      p.values,
    ),
    personnelTotals(one), attendanceStats(one), workTypeStats(one), deviceOnline(one), environmentReadings(one), craneStats(one),
    alarmStats(one), vehicleStats(one), projectMap(one), progressStats(one), hazardStats(one),
  ]);
  const r = row ?? {};
  return {
    project: row
      ? {
          id: num(r.id), name: String(r.project_name), projectNo: String(r.project_no), status: num(r.project_status),
          statusName: projectStatusLabel(num(r.project_status)), companyName: String(r.company_name), address: String(r.address),
          center: r.lng === null || r.lat === null ? null : { lng: num(r.lng), lat: num(r.lat) },
          manager: String(r.project_manager ?? ''), contactPhone: maskedRecord(projectRecord, { contactPhone: String(r.contact_phone ?? '') }).contactPhone,
          contractAmount: r.contract_amount === null ? null : num(r.contract_amount),
          startDate: (r.start_date as string | null) ?? null, endDate: (r.end_date as string | null) ?? null,
          daysSinceStart: r.days_since_start === null ? null : num(r.days_since_start),
          daysLeft: r.days_left === null ? null : num(r.days_left),
        }
      : null,
    personnel, attendance, workTypes, devices, environment, cranes, alarms, vehicles, map, progress, safety,
  };
}
