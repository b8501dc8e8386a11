/**
 * Which 推送配置 entries an alarm reaches (docs/decisions/0365, 0412), stated once for the notices
 * (`alarmRecipients`) and the 推送记录 (`recordAlarmPushes`): enabled, not deleted, of the alarm's event, of the
 * alarm's company or a company above it, for every project or the alarm's, with an active receiver.
 */

/** PUSH_EVENT_KIND codes of an alarm. */
const DEVICE_ALARM = 1;
const ENVIRONMENT_ALARM = 2;

/** PUSH_EVENT_KIND of an alarm of a device kind: dust stations raise 环境报警, every other device 设备报警. */
export function pushEventOfDevice(deviceType: string | undefined): number {
  return deviceType === 'dust' ? ENVIRONMENT_ALARM : DEVICE_ALARM;
}

/** The same as SQL over a device-type expression. */
export function pushEventOfDeviceSql(deviceType: string): string {
  return `CASE WHEN ${deviceType} = 'dust' THEN ${ENVIRONMENT_ALARM} ELSE ${DEVICE_ALARM} END`;
}

export interface PushConfigMatch {
  /** SQL giving the alarm's company and the companies above it (a subquery's select list). */
  readonly companies: string;
  /** SQL of the alarm's project id (nullable). */
  readonly project: string;
  /** SQL of the alarm's PUSH_EVENT_KIND. */
  readonly event: string;
}

/**
 * `FROM`-clause part: `push_configs pc` joined to its active receiver `u`, limited to the configurations an
 * alarm reaches. The callers give the alarm's parts as SQL (parameters or columns of their own query).
 */
export function matchingPushConfigs(m: PushConfigMatch): string {
  return `push_configs pc
       JOIN users u ON u.id = pc.receiver_user_id AND u.status = 1 AND u.if_del = 0
      WHERE pc.enabled = 1 AND pc.if_del = 0 AND pc.event_kind = ${m.event}
        AND pc.company_id IN (${m.companies}) AND (pc.project_id IS NULL OR pc.project_id = ${m.project})`;
}
