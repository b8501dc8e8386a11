import type { Queryable } from '../db/database';
import { minutesOf, type ThresholdRule } from './debounce';
import { thresholdColumns, thresholdFrom, type ThresholdRow } from './threshold-row';

/** An enabled threshold as the evaluator uses it. */
export interface ActiveThreshold extends ThresholdRule {
  readonly id: number;
  readonly companyId: number | null;
  readonly projectId: number | null;
  readonly deviceType: string;
  readonly metric: string;
  readonly level: number;
}

/** Longest time a process uses thresholds without reloading (changes elsewhere also arrive by NOTIFY). */
const maxAgeMs = 30_000;

/**
 * Enabled thresholds per process, keyed by device type and metric; reloaded after `invalidate()` (a local
 * write, or a `thresholds` push event from another process) or after 30 s.
 */
export class ThresholdCache {
  private loaded: Promise<Map<string, ActiveThreshold[]>> | undefined;
  private at = 0;

  constructor(private readonly db: Queryable) {}

  invalidate(): void {
    this.loaded = undefined;
  }

  private load(): Promise<Map<string, ActiveThreshold[]>> {
    if (this.loaded && Date.now() - this.at < maxAgeMs) return this.loaded;
    this.at = Date.now();
    const loading = this.db
      .many<ThresholdRow>(`SELECT ${thresholdColumns} FROM ${thresholdFrom} WHERE t.if_del = 0 AND t.enabled = 1 ORDER BY t.id`)
      .then((rows) => {
        const map = new Map<string, ActiveThreshold[]>();
        for (const r of rows) {
          const key = `${r.device_type}|${r.metric}`;
          const list = map.get(key) ?? [];
          list.push({
            id: r.id, companyId: r.company_id, projectId: r.project_id, deviceType: r.device_type, metric: r.metric,
            upper: r.upper_limit, lower: r.lower_limit, level: r.level, durationSeconds: r.duration_seconds,
            clearSeconds: r.clear_seconds, activeFrom: minutesOf(r.active_from), activeTo: minutesOf(r.active_to),
          });
          map.set(key, list);
        }
        return map;
      });
    loading.catch(() => {
      if (this.loaded === loading) this.loaded = undefined;
    });
    this.loaded = loading;
    return loading;
  }

  /** Thresholds of every (device type, metric) pair present, loaded once per call. */
  async lookup(): Promise<(deviceType: string, metric: string, companyId: number, projectId: number | undefined) => ActiveThreshold[]> {
    const map = await this.load();
    return (deviceType, metric, companyId, projectId) => resolveThresholds(map.get(`${deviceType}|${metric}`) ?? [], companyId, projectId);
  }
}

/**
 * The thresholds that apply to a device (docs/decisions/0151): those of its project if the project has any for
 * the pair, else its company's defaults, else the platform defaults. All thresholds of the chosen level apply
 * (e.g. a day and a night noise limit, or a level-2 and a level-1 band).
 */
export function resolveThresholds(candidates: readonly ActiveThreshold[], companyId: number, projectId: number | undefined): ActiveThreshold[] {
  if (projectId !== undefined && projectId !== null) {
    const own = candidates.filter((c) => c.projectId === projectId);
    if (own.length) return own;
  }
  const company = candidates.filter((c) => c.projectId === null && c.companyId === companyId);
  if (company.length) return company;
  return candidates.filter((c) => c.companyId === null);
}
