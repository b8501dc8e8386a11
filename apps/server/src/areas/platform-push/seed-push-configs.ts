import { recordAlarmPushes } from '../../alarm-engine/record-alarm-pushes';
import type { SeedStep } from '../../shared/seed-step';

type PushConfig = [company: string, project: string | null, name: string, kind: number, channel: number, user: string, phone: string, enabled: number];

const CONFIGS: readonly PushConfig[] = [
  ['group', null, '集团设备报警站内通知', 1, 1, 'enterprise_demo', '', 1],
  ['subA', 'nanshanTower', '南山项目扬尘超标短信', 2, 2, 'project_demo', '13800000003', 1],
  ['subA', null, '资质证书到期提醒', 3, 1, 'enterprise_demo', '', 1],
  ['subA', null, '系统公告大屏广播', 4, 3, 'readonly_demo', '', 0],
  ['other', null, '远景设备报警通知', 1, 1, 'sysadmin', '', 1],
];

/**
 * 推送配置 of the demo companies (docs/decisions/0365): fixed values, no random(); then the 推送记录 they would have
 * made for the week of seeded alarms (docs/decisions/0412), as the alarm engine makes them for new ones.
 */
export const seedPushConfigs: SeedStep = async (q, ctx) => {
  for (const [company, project, name, kind, channel, user, phone, enabled] of CONFIGS) {
    await q.exec(
      `INSERT INTO push_configs (company_id, project_id, config_name, event_kind, channel, receiver_user_id, receiver_phone, enabled)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [ctx.companies[company], project === null ? null : ctx.projects[project], name, kind, channel, ctx.users[user], phone, enabled],
    );
  }
  const alarms = await q.many<{ id: number }>('SELECT id FROM alarm_records ORDER BY id');
  await recordAlarmPushes(q, alarms.map((a) => a.id));
};
