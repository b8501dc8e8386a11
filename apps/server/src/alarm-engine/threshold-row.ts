/**
 * An alarm threshold as read from SQL, one shape for the evaluator's cache and the threshold calls (with the
 * names of its company and project, which the calls answer and the cache leaves unread).
 */
export interface ThresholdRow {
  id: number;
  company_id: number | null;
  company_name: string | null;
  project_id: number | null;
  project_name: string | null;
  device_type: string;
  metric: string;
  upper_limit: number | null;
  lower_limit: number | null;
  level: number;
  duration_seconds: number;
  clear_seconds: number;
  /** `HH:MM`, China time; null = all day. */
  active_from: string | null;
  active_to: string | null;
  enabled: number;
  remark: string;
  update_time: Date;
}

/** The columns of a ThresholdRow, over `thresholdFrom` (alias `t`). */
export const thresholdColumns = `t.id, t.company_id, c.name AS company_name, t.project_id, p.project_name, t.device_type, t.metric,
  t.upper_limit, t.lower_limit, t.level, t.duration_seconds, t.clear_seconds, to_char(t.active_from, 'HH24:MI') AS active_from,
  to_char(t.active_to, 'HH24:MI') AS active_to, t.enabled, t.remark, t.update_time`;
export const thresholdFrom = 'alarm_thresholds t LEFT JOIN companies c ON c.id = t.company_id LEFT JOIN projects p ON p.id = t.project_id';
