import { alarmLevelLabel } from '@worksite/lookups';
import type { Queryable } from '../db/database';
import { metricName } from './metric-labels';

/** The title of an alarm's notice and push: `【一级报警】塔吊-1 力矩百分比超标`. */
export function alarmNoticeTitle(level: number, deviceName: string, metric: string): string {
  return `【${alarmLevelLabel(level)}报警】${deviceName} ${metricName(metric)}超标`.slice(0, 200);
}

/** PUSH_EVENT_KIND of an alarm's device: dust stations raise 环境报警 (2), every other device 设备报警 (1). */
const EVENT_OF_DEVICE = `CASE WHEN a.device_type = 'dust' THEN 2 ELSE 1 END`;

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
       FROM up JOIN alarm_records a ON a.id = up.alarm_id
       JOIN push_configs pc ON pc.company_id = up.company_id AND pc.enabled = 1 AND pc.if_del = 0
            AND pc.event_kind = ${EVENT_OF_DEVICE} AND (pc.project_id IS NULL OR pc.project_id = a.project_id)
       JOIN users u ON u.id = pc.receiver_user_id AND u.status = 1 AND u.if_del = 0
      ORDER BY a.id, pc.id`,
    [alarmIds],
  );
  let written = 0;
  for (const r of rows) {
    written += await q.exec(
      `INSERT INTO push_records (company_id, project_id, config_id, event_kind, channel, receiver_user_id, receiver_phone, alarm_id, title, status, remark, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (config_id, alarm_id) DO NOTHING`,
      [
        r.company_id, r.project_id, r.config_id, r.event_kind, r.channel, r.receiver_user_id, r.receiver_phone, r.alarm_id,
        alarmNoticeTitle(r.level, r.device_name, r.metric), r.channel === 1 ? 1 : 2, NOT_SENT[r.channel] ?? '', r.raised_at,
      ],
    );
  }
  return written;
}
