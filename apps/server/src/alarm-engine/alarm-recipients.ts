import type { Queryable } from '../db/database';
import { matchingPushConfigs, pushEventOfDevice } from './matching-push-configs';

/** Where an alarm's device lives. */
export interface DevicePlace {
  readonly companyId: number;
  readonly projectId: number | null;
  readonly districtCode: string;
  readonly level: number;
  /** The device's kind (`dust`, `crane`, …): which 推送配置 event it raises (dust: 环境报警, else 设备报警). */
  readonly deviceType?: string;
}

/**
 * Users responsible for an alarm (docs/decisions/0151): active users holding 质量安全 › 报警记录 through a role
 * — the project back office's entry, or the enterprise back office's with its handling button 编辑 (0611) —
 * that reach the device —
 * - enterprise users (type 0) with that role in the device's company or a company above it;
 * - project users (type 2) of the device's project (AuthProjectID or project membership);
 * - government users (type 1) whose AuthAreaCode covers the device's district, for city and district alarms
 *   (levels 1 and 2) only: fixed-source alarms stay with the site.
 * Monitor-mode (watched) companies give no notices. Besides them, the active receivers of enabled 站内消息
 * 推送配置 entries (docs/decisions/0365) for the alarm's event, of the device's company or a company above it,
 * for every project or the device's.
 */
export async function alarmRecipients(q: Queryable, place: DevicePlace): Promise<number[]> {
  const rows = await q.many<{ id: number }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, 1 AS depth FROM companies WHERE id = $1
       UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM companies c JOIN up ON c.id = up.parent_id WHERE up.depth < 10)
     SELECT DISTINCT u.id FROM users u
       JOIN user_roles ur ON ur.user_id = u.id
       JOIN roles r ON r.id = ur.role_id AND r.if_del = 0
       JOIN role_menus rm ON rm.role_id = ur.role_id
       JOIN menus m ON m.id = rm.menu_id
            AND (m.page_permission = 'alarmRecord' OR (m.page_permission = 'enterpriseAlarmRecord' AND 'edit' = ANY (rm.buttons)))
      WHERE u.status = 1 AND u.if_del = 0 AND (
        (u.user_auth_type = 0 AND ur.company_id IN (SELECT id FROM up))
        OR (u.user_auth_type = 2 AND $2::int IS NOT NULL
            AND (u.auth_project_id = $2 OR EXISTS (SELECT 1 FROM project_users pu WHERE pu.user_id = u.id AND pu.project_id = $2)))
        OR (u.user_auth_type = 1 AND $4::int <= 2 AND u.auth_area_code <> '' AND starts_with($3::text, u.auth_area_code)))
     UNION
     SELECT u.id FROM ${matchingPushConfigs({ companies: 'SELECT id FROM up', project: '$2', event: '$5' })} AND pc.channel = 1
      ORDER BY 1`,
    [place.companyId, place.projectId, place.districtCode, place.level, pushEventOfDevice(place.deviceType)],
  );
  return rows.map((r) => r.id);
}
