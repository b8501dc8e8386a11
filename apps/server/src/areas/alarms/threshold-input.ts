import { alarmLevelLabel } from '@worksite/lookups';
import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import { metricName, metricOfType, metricUnit, THRESHOLD_DEVICE_TYPES } from '../../alarm-engine/metric-labels';
import { acceptedNames, alarmThresholdRecord } from '@worksite/contract';
import { boundedText, text } from '../../http/call-params';
import { declaredField, sentDeclared } from '../../record-types/record-values';
import type { ThresholdRow } from '../../alarm-engine/threshold-row';

/** The value sent for the declared threshold field `key`, under any name it accepts (blank counts as not sent). */
export function thresholdParam(params: Record<string, unknown>, key: string): unknown {
  return sentDeclared(alarmThresholdRecord, key, params);
}

/** True when any name of the declared field `key` is present (even empty: clears it). */
const present = (params: Record<string, unknown>, key: string) => acceptedNames(declaredField(alarmThresholdRecord, key)).some((k) => k in params);

/** Threshold fields a client sends (Create, Modify). */
export interface ThresholdInput {
  deviceType: string;
  metric: string;
  upperLimit: number | null;
  lowerLimit: number | null;
  level: number;
  durationSeconds: number;
  clearSeconds: number;
  activeFrom: string | null;
  activeTo: string | null;
  enabled: number;
  remark: string;
}

function optionalNumber(v: unknown, label: string): number | null {
  const s = text(v);
  if (s === '') return null;
  if (!/^-?\d{1,9}(\.\d{1,6})?$/.test(s)) throw invalid(messages.invalidField(label));
  return Number(s);
}

function seconds(v: unknown, label: string, min: number, fallback: number): number {
  const s = text(v);
  if (s === '') return fallback;
  if (!/^\d{1,5}$/.test(s) || Number(s) < min || Number(s) > 86400) throw invalid(messages.invalidField(label));
  return Number(s);
}

function time(v: unknown, label: string): string | null {
  const s = text(v);
  if (s === '') return null;
  const m = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/.exec(s);
  if (!m) throw invalid(messages.timeInvalid);
  return `${m[1]}:${m[2]}`;
}

/** Reads and checks the fields; `base` (the stored row) fills what a Modify leaves out. */
export function thresholdInput(params: Record<string, unknown>, base?: ThresholdInput): ThresholdInput {
  const has = (...keys: string[]) => keys.some((k) => present(params, k));
  const sent = (key: string) => thresholdParam(params, key);
  const deviceType = text(sent('deviceType')) || base?.deviceType || '';
  if (!deviceType) throw invalid(messages.alarmDeviceTypeRequired);
  if (!THRESHOLD_DEVICE_TYPES.includes(deviceType)) throw invalid(messages.invalidField('设备类型'));
  const metric = text(sent('metric')) || base?.metric || '';
  if (!metric) throw invalid(messages.alarmMetricRequired);
  if (!metricOfType(deviceType, metric)) throw invalid(messages.invalidField('监测指标'));
  const upperLimit = has('upperLimit') ? optionalNumber(sent('upperLimit'), '上限') : base?.upperLimit ?? null;
  const lowerLimit = has('lowerLimit') ? optionalNumber(sent('lowerLimit'), '下限') : base?.lowerLimit ?? null;
  if (upperLimit === null && lowerLimit === null) throw invalid(messages.alarmLimitRequired);
  if (upperLimit !== null && lowerLimit !== null && lowerLimit >= upperLimit) throw invalid(messages.alarmLimitOrder);
  const levelText = text(sent('level'));
  const level = levelText === '' ? base?.level : Number(levelText);
  if (level === undefined) throw invalid(messages.alarmLevelRequired);
  if (![1, 2, 3].includes(level)) throw invalid(messages.alarmLevelInvalid);
  const durationSeconds = seconds(sent('durationSeconds'), '持续时间', 0, base?.durationSeconds ?? 60);
  const clearSeconds = seconds(sent('clearSeconds'), '恢复确认时间', 5, base?.clearSeconds ?? 60);
  const windowGiven = has('activeFrom', 'activeTo');
  const activeFrom = windowGiven ? time(sent('activeFrom'), '开始时间') : base?.activeFrom ?? null;
  const activeTo = windowGiven ? time(sent('activeTo'), '结束时间') : base?.activeTo ?? null;
  if ((activeFrom === null) !== (activeTo === null)) throw invalid(messages.alarmWindowIncomplete);
  const enabledText = text(sent('enabled'));
  const enabled = enabledText === '' ? base?.enabled ?? 1 : Number(enabledText);
  if (enabled !== 0 && enabled !== 1) throw invalid(messages.invalidField('启用状态'));
  const remark = has('remark') ? boundedText(sent('remark'), '备注', 200) : base?.remark ?? '';
  return { deviceType, metric, upperLimit, lowerLimit, level, durationSeconds, clearSeconds, activeFrom, activeTo, enabled, remark };
}

export function toThreshold(r: ThresholdRow) {
  return {
    id: r.id,
    scopeKind: r.company_id === null ? 'platform' : r.project_id === null ? 'company' : 'project',
    companyId: r.company_id,
    companyName: r.company_name ?? '',
    projectId: r.project_id,
    projectName: r.project_name ?? '',
    deviceType: r.device_type,
    metric: r.metric,
    metricName: metricName(r.metric),
    unit: metricUnit(r.metric),
    upperLimit: r.upper_limit,
    lowerLimit: r.lower_limit,
    level: r.level,
    levelName: alarmLevelLabel(r.level),
    durationSeconds: r.duration_seconds,
    clearSeconds: r.clear_seconds,
    activeFrom: r.active_from ?? '',
    activeTo: r.active_to ?? '',
    enabled: r.enabled,
    remark: r.remark,
    updateTime: r.update_time instanceof Date ? r.update_time.toISOString() : r.update_time,
  };
}

/** The stored row as input (the base of a Modify). */
export const inputOf = (r: ThresholdRow): ThresholdInput => ({
  deviceType: r.device_type, metric: r.metric, upperLimit: r.upper_limit, lowerLimit: r.lower_limit, level: r.level,
  durationSeconds: r.duration_seconds, clearSeconds: r.clear_seconds, activeFrom: r.active_from, activeTo: r.active_to,
  enabled: r.enabled, remark: r.remark,
});
