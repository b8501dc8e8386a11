import { GAUGE_MAX_CELSIUS, GAUGE_MIN } from '../large-screen-constants';
import type { KpiItem, PanelDefinition, PanelSource, ScreenDefinition, ScreenScope } from '../screen-definition';
import { LAYOUTS } from './screen-layouts';

/** The pieces screen definitions are built from: sources, KPIs, endpoint names, shared panels, screen builders. */

export const src = (endpoint: string, key?: string): PanelSource => (key === undefined ? { endpoint } : { endpoint, key });
export const kpi = (label: string, endpoint: string, key: string, unit?: string): KpiItem => ({ label, source: src(endpoint, key), ...(unit ? { unit } : {}) });

// Endpoints (contract catalogue/screens.ts keys).
export const E = 'screenGetEnterpriseOverview';
export const P = 'screenGetProjectOverview';
export const S = 'screenGetSupervisoryOverview';
export const PROJECTS = 'screenGetXmgltg';
export const MAP = 'screenGetXmgldt';
export const PERSONNEL = 'screenGetRyglzlrytj';
export const WORK_TYPES = 'screenGetRyglzlgztj';
export const ATTENDANCE = 'screenGetRyglkqtj';
export const DISTRIBUTION = 'screenGetRyglryfb';
export const ROSTER = 'screenGetRyglhmc';
export const TOP10 = 'screenGetXmtjkqtop10';
export const DEVICE_COUNTS = 'screenGetSbglsbtj';
export const DEVICE_ONLINE = 'screenGetSbglsbzxqk';
export const ENV_DEVICES = 'screenGetHjjcsbtj';
export const ENV = 'screenGetHjjczytj';
export const MAINTENANCE = 'screenGetSbwbwbtj';
export const CRANES = 'screenGetTzsbtdtj';
export const ALARMS = 'screenGetPtyjbjtj';
export const VEHICLES = 'screenGetClglcltj';
export const CAMERAS = 'screenGetSpjksblb';
export const PRODUCTION = 'screenGetHntscsctj';
export const ORDERS = 'screenGetHntscddtj';
export const AI = 'screenGetAisbsjtj';
export const SAMPLES = 'screenGetJcjgyptj';

// Device-kind indexes of GetSbgl_sbtj's byType (server DEVICE_TYPES order).
export const BY_TYPE = { dust: 0, crane: 1, gas: 2, tag: 3, weighbridge: 4, camera: 5, lpr: 6 } as const;

export const ENV_METRICS = ['pm25', 'pm10', 'noise', 'temperature', 'humidity', 'windSpeed'] as const;
export const CRANE_METRICS = ['craneLoad', 'craneMoment', 'craneHeight', 'craneRadius', 'craneWind'] as const;

/** Reusable panels: screens that share data share these. */
export const panels = {
  projectStatus: (area: string, endpoint: string, key = 'byStatus'): PanelDefinition => ({ id: 'projectStatus', title: '项目状态', kind: 'ring', area, source: src(endpoint, key) }),
  projectsByCompany: (area: string, endpoint: string, key = 'byCompany'): PanelDefinition => ({ id: 'projectsByCompany', title: '企业项目分布', kind: 'bar', area, source: src(endpoint, key) }),
  map: (area: string, endpoint: string, key?: string): PanelDefinition => ({ id: 'map', title: '项目分布', kind: 'map', area, source: src(endpoint, key) }),
  attendanceTop10: (area: string, endpoint: string, key?: string): PanelDefinition => ({ id: 'attendanceTop10', title: '项目出勤排行', kind: 'bar', area, source: src(endpoint, key), unit: '人' }),
  attendanceTrend: (area: string, endpoint: string, key = 'trend'): PanelDefinition => ({ id: 'attendanceTrend', title: '近7日出勤', kind: 'column', area, source: src(endpoint, key), unit: '人' }),
  workTypes: (area: string, endpoint: string, key = 'byWorkType'): PanelDefinition => ({ id: 'workTypes', title: '工种分布', kind: 'ring', area, source: src(endpoint, key), unit: '人' }),
  environment24h: (area: string, endpoint: string, key = 'series24h'): PanelDefinition => ({
    id: 'environment24h', title: '扬尘监测（近24小时）', kind: 'line', area, source: src(endpoint, key), unit: 'μg/m³', seriesNames: ['PM2.5', 'PM10'],
  }),
  noise24h: (area: string, endpoint: string, key = 'series24h'): PanelDefinition => ({
    id: 'noise24h', title: '噪声监测（近24小时）', kind: 'area', area, source: src(endpoint, key), unit: 'dB', seriesNames: ['噪声'],
  }),
  alarms: (area: string, endpoint: string, key = 'latest'): PanelDefinition => ({ id: 'alarms', title: '告警信息', kind: 'alarms', area, source: src(endpoint, key) }),
  alarmLevels: (area: string, endpoint: string, key = 'byLevel'): PanelDefinition => ({ id: 'alarmLevels', title: '告警等级分布', kind: 'pie', area, source: src(endpoint, key) }),
  alarmTrend: (area: string, endpoint: string, key = 'trend'): PanelDefinition => ({ id: 'alarmTrend', title: '告警趋势（近30日）', kind: 'line', area, source: src(endpoint, key) }),
  alarmMetrics: (area: string, endpoint: string, key = 'byMetric'): PanelDefinition => ({ id: 'alarmMetrics', title: '告警类型', kind: 'column', area, source: src(endpoint, key) }),
  devicesOnline: (area: string, endpoint: string, key = 'byType'): PanelDefinition => ({ id: 'devicesOnline', title: '设备在线情况', kind: 'column', area, source: src(endpoint, key), unit: '台' }),
  vehicleTrend: (area: string, endpoint: string, key = 'trend'): PanelDefinition => ({ id: 'vehicleTrend', title: '车辆进出（近7日）', kind: 'area', area, source: src(endpoint, key), unit: '车次' }),
  craneCycles: (area: string, endpoint: string, key = 'cyclesByHour'): PanelDefinition => ({ id: 'craneCycles', title: '塔吊吊装（今日）', kind: 'column', area, source: src(endpoint, key), unit: '次' }),
  dustDevices: (area: string): PanelDefinition => ({ id: 'dustDevices', title: '扬尘监测实时数据', kind: 'devices', area, deviceType: 'dust', metrics: ['pm25', 'pm10', 'noise', 'temperature'] }),
  temperature: (area: string, max: number = GAUGE_MAX_CELSIUS): PanelDefinition => ({
    id: 'temperature', title: '实时温度', kind: 'gauge', area, metric: 'temperature', deviceType: 'dust', min: GAUGE_MIN, max, unit: '°C',
  }),
  maintenanceKinds: (area: string, endpoint: string, key = 'byKind'): PanelDefinition => ({ id: 'maintenanceKinds', title: '维保记录分类', kind: 'ring', area, source: src(endpoint, key) }),
  maintenanceMonths: (area: string, endpoint: string, key = 'byMonth'): PanelDefinition => ({ id: 'maintenanceMonths', title: '本年维保记录', kind: 'column', area, source: src(endpoint, key) }),
};

export const screen = (id: string, title: string, scope: ScreenScope, layout: keyof typeof LAYOUTS, list: readonly PanelDefinition[], frame: ScreenDefinition['frame'] = 'dashboard'): ScreenDefinition => ({
  id, title, scope, frame, layout: LAYOUTS[layout], panels: list,
});

/** A screen's panels under another id, title and scope (a project screen showing an enterprise screen's panels). */
export const variant = (base: ScreenDefinition, id: string, title: string, scope: ScreenScope): ScreenDefinition => ({ ...base, id, title, scope });
