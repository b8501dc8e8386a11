import type { Queryable } from '../db/database';
import type { IngestedReading } from '../telemetry/readings-hook';
import { alarmRecipients } from './alarm-recipients';
import { alarmNoticeTitle, recordAlarmPushes } from './record-alarm-pushes';
import { announceAlarm } from './alarm-rows';
import type { Transition } from './debounce';
import { formatValue, metricName, metricUnit } from './metric-labels';
import type { ActiveThreshold } from './threshold-cache';

type Raise = Extract<Transition, { kind: 'raise' }>;

/** China time (UTC+8) as `YYYY-MM-DD HH:MM:SS` for notice texts. */
function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
}

/**
 * Inserts the alarm record of an episode (at most one: unique on device, metric, threshold, start), a notice
 * (noticeType 2) per responsible user, and announces the alarm on commit. Returns the record id.
 */
export async function raiseAlarm(q: Queryable, r: IngestedReading, th: ActiveThreshold, t: Raise): Promise<number> {
  const device = await q.one<{ name: string }>('SELECT name FROM devices WHERE id = $1', [r.deviceId]);
  const deviceName = device?.name ?? `设备${r.deviceId}`;
  const projectId = r.projectId ?? null;
  const inserted = await q.one<{ id: number }>(
    `INSERT INTO alarm_records (device_id, device_type, device_name, company_id, project_id, district_code, threshold_id, metric,
                                value, peak_value, upper_limit, lower_limit, level, started_at, raised_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (device_id, metric, threshold_id, started_at) DO NOTHING RETURNING id`,
    [
      r.deviceId, r.deviceType, deviceName, r.companyId, projectId, r.districtCode, th.id, r.metric,
      t.value, t.peak, th.upper, th.lower, th.level, new Date(t.startedAt), new Date(t.raisedAt),
    ],
  );
  if (!inserted) {
    const existing = await q.one<{ id: number }>(
      'SELECT id FROM alarm_records WHERE device_id = $1 AND metric = $2 AND threshold_id = $3 AND started_at = $4',
      [r.deviceId, r.metric, th.id, new Date(t.startedAt)],
    );
    return existing!.id;
  }
  const id = inserted.id;
  const users = await alarmRecipients(q, { companyId: r.companyId, projectId, districtCode: r.districtCode, level: th.level, deviceType: r.deviceType });
  if (users.length) {
    const project = projectId === null ? undefined : await q.one<{ project_name: string }>('SELECT project_name FROM projects WHERE id = $1', [projectId]);
    const unit = metricUnit(r.metric);
    const limit = t.value > (th.upper ?? Infinity) ? `超过上限 ${formatValue(th.upper)} ${unit}` : `低于下限 ${formatValue(th.lower)} ${unit}`;
    const title = alarmNoticeTitle(th.level, deviceName, r.metric);
    const content =
      `${project ? `${project.project_name} ` : ''}${deviceName}：${metricName(r.metric)}实测 ${formatValue(t.value)} ${unit}，${limit}，` +
      `自 ${chinaTime(t.startedAt)} 起已持续 ${Math.round((t.raisedAt - t.startedAt) / 1000)} 秒。请及时处理并填写处理措施。（报警编号 ${id}）`;
    await q.exec(
      `INSERT INTO notices (company_id, target_user_id, title, content, notice_type)
       SELECT $1, u, $2, $3, 2 FROM unnest($4::int[]) AS u`,
      [r.companyId, title, content, users],
    );
  }
  await recordAlarmPushes(q, [id]);
  await announceAlarm(q, id, 'raised');
  return id;
}

/** The episode of an alarm ended (back in range for the hysteresis period): the record stays open until handled. */
export async function recoverAlarm(q: Queryable, alarmId: number, recoveredAt: number, peak: number): Promise<void> {
  const n = await q.exec(
    'UPDATE alarm_records SET recovered_at = $2, peak_value = $3, update_time = now() WHERE id = $1 AND recovered_at IS NULL',
    [alarmId, new Date(recoveredAt), peak],
  );
  if (n) await announceAlarm(q, alarmId, 'recovered');
}
