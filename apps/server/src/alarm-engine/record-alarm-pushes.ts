import { alarmLevelLabel } from '@worksite/lookups';
import type { Queryable } from '../db/database';
import { matchingPushConfigs, pushEventOfDeviceSql } from './matching-push-configs';
import { metricName } from './metric-labels';

/** The title of an alarm's notice and push: `【一级报警】塔吊-1 力矩百分比超标`. */
export function alarmNoticeTitle(level: number, deviceName: string, metric: string): string {
  return `【${alarmLevelLabel(level)}报警】${deviceName} ${metricName(metric)}超标`.slice(0, 200);
}

/** Why a push of a channel was not sent (PUSH_CHANNEL 2 短信, 3 大屏广播: no gateway yet, docs/decisions/0412). */
const NOT_SENT: Readonly<Record<number, string>> = { 2: '未配置短信网关', 3: '未接入大屏广播' };

interface PushRow {
  alarm_id: number;
  company_id: number;
  project_id: number | null;
  config_id: number;
  event_kind: number;
  channel: number;
  receiver_user_id: number;
  receiver_phone: string;
  level: number;
  device_name: string;
  metric: string;
  raised_at: Date;
}

/**
 * 推送记录 of alarms (docs/decisions/0412): one row per alarm and enabled 推送配置 of its event, of the alarm's
 * company or a company above it, for every project or the alarm's, whose receiver is active — the same
 * configurations `alarmRecipients` adds to the notices. 站内消息 is delivered (the notice), 短信 and 大屏广播
 * are recorded as not sent, with the reason. Idempotent per (configuration, alarm). Returns the rows written.
 */
export async function recordAlarmPushes(q: Queryable, alarmIds: readonly number[]): Promise<number> {
  if (alarmIds.length === 0) return 0;
  const rows = await q.many<PushRow>(
    `WITH RECURSIVE up AS (
       SELECT a.id AS alarm_id, c.id AS company_id, c.parent_id, 1 AS depth
         FROM alarm_records a JOIN companies c ON c.id = a.company_id WHERE a.id = ANY ($1::int[])
       UNION ALL SELECT up.alarm_id, c.id, c.parent_id, up.depth + 1 FROM companies c JOIN up ON c.id = up.parent_id WHERE up.depth < 10)
     SELECT a.id AS alarm_id, a.company_id, a.project_id, pc.id AS config_id, pc.event_kind, pc.channel, pc.receiver_user_id,
            pc.receiver_phone, a.level, a.device_name, a.metric, a.raised_at
       FROM alarm_records a CROSS JOIN LATERAL (
         SELECT pc.* FROM ${matchingPushConfigs({
           companies: 'SELECT up.company_id FROM up WHERE up.alarm_id = a.id',
           project: 'a.project_id',
           event: pushEventOfDeviceSql('a.device_type'),
         })}) pc
      WHERE a.id = ANY ($1::int[])
      ORDER BY a.id, pc.id`,
    [alarmIds],
  );
  if (rows.length === 0) return 0;
  // One statement for all of them: the columns as arrays, unnested side by side.
  const column = <T>(f: (r: PushRow) => T): T[] => rows.map(f);
  return q.exec(
    `INSERT INTO push_records (company_id, project_id, config_id, event_kind, channel, receiver_user_id, receiver_phone, alarm_id, title, status, remark, create_time)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::smallint[], $5::smallint[], $6::int[], $7::text[], $8::int[], $9::text[], $10::smallint[], $11::text[], $12::timestamptz[])
     ON CONFLICT (config_id, alarm_id) DO NOTHING`,
    [
      column((r) => r.company_id), column((r) => r.project_id), column((r) => r.config_id), column((r) => r.event_kind),
      column((r) => r.channel), column((r) => r.receiver_user_id), column((r) => r.receiver_phone), column((r) => r.alarm_id),
      column((r) => alarmNoticeTitle(r.level, r.device_name, r.metric)), column((r) => (r.channel === 1 ? 1 : 2)),
      column((r) => NOT_SENT[r.channel] ?? ''), column((r) => r.raised_at),
    ],
  );
}
