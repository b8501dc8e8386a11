import { GAUGE_MAX_CELSIUS, GAUGE_MIN, TEMPERATURE_GAUGE_MAX } from '../large-screen-constants';
import type { KpiItem, PanelDefinition, PanelSource, ScreenDefinition, ScreenScope } from '../screen-definition';
import { LAYOUTS } from './screen-layouts';

/**
 * The screens of the large-screen routes (issue 5): each a grid of panels, each panel an endpoint of the
 * contract catalogue, the part of its data it reads, and a chart kind. Routes that show the same data share
 * a definition (screen-routes.ts), so ~60 routes are 16 screens. Every number comes from the server.
 */

const src = (endpoint: string, key?: string): PanelSource => (key === undefined ? { endpoint } : { endpoint, key });
const kpi = (label: string, endpoint: string, key: string, unit?: string): KpiItem => ({ label, source: src(endpoint, key), ...(unit ? { unit } : {}) });

// Endpoints (contract catalogue/screens.ts keys).
const E = 'screenGetEnterpriseOverview';
const P = 'screenGetProjectOverview';
const S = 'screenGetSupervisoryOverview';
const PROJECTS = 'screenGetXmgltg';
const MAP = 'screenGetXmgldt';
const PERSONNEL = 'screenGetRyglzlrytj';
const WORK_TYPES = 'screenGetRyglzlgztj';
const ATTENDANCE = 'screenGetRyglkqtj';
const DISTRIBUTION = 'screenGetRyglryfb';
const ROSTER = 'screenGetRyglhmc';
const TOP10 = 'screenGetXmtjkqtop10';
const DEVICE_COUNTS = 'screenGetSbglsbtj';
const DEVICE_ONLINE = 'screenGetSbglsbzxqk';
const ENV_DEVICES = 'screenGetHjjcsbtj';
const ENV = 'screenGetHjjczytj';
const MAINTENANCE = 'screenGetSbwbwbtj';
const CRANES = 'screenGetTzsbtdtj';
const ALARMS = 'screenGetPtyjbjtj';
const VEHICLES = 'screenGetClglcltj';
const CAMERAS = 'screenGetSpjksblb';
const PRODUCTION = 'screenGetHntscsctj';
const ORDERS = 'screenGetHntscddtj';
const AI = 'screenGetAisbsjtj';
const SAMPLES = 'screenGetJcjgyptj';

// Device-kind indexes of GetSbgl_sbtj's byType (server DEVICE_TYPES order).
const BY_TYPE = { dust: 0, crane: 1, gas: 2, tag: 3, weighbridge: 4, camera: 5, lpr: 6 } as const;

const ENV_METRICS = ['pm25', 'pm10', 'noise', 'temperature', 'humidity', 'windSpeed'] as const;
const CRANE_METRICS = ['craneLoad', 'craneMoment', 'craneHeight', 'craneRadius', 'craneWind'] as const;

/** Reusable panels: screens that share data share these. */
const panels = {
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

const screen = (id: string, title: string, scope: ScreenScope, layout: keyof typeof LAYOUTS, list: readonly PanelDefinition[], frame: ScreenDefinition['frame'] = 'dashboard'): ScreenDefinition => ({
  id, title, scope, frame, layout: LAYOUTS[layout], panels: list,
});

/** A screen's panels under another id, title and scope (a project screen showing an enterprise screen's panels). */
const variant = (base: ScreenDefinition, id: string, title: string, scope: ScreenScope): ScreenDefinition => ({ ...base, id, title, scope });

const enterpriseOverview = screen('enterpriseOverview', '项目概况', 'scope', 'overview', [
  { id: 'kpis', title: '综合指标', kind: 'kpis', area: 'k', items: [
    kpi('项目总数', E, 'projects.total', '个'), kpi('在建项目', E, 'projects.byStatus.2.value', '个'), kpi('在册人员', E, 'personnel.rosterTotal', '人'),
    kpi('今日出勤', E, 'personnel.attendedToday', '人'), kpi('在线设备', E, 'devices.online', '台'), kpi('未处理告警', E, 'alarms.openNow', '条'),
  ] },
  panels.projectStatus('l1', E, 'projects.byStatus'),
  panels.projectsByCompany('l2', E, 'projects.byCompany'),
  panels.attendanceTop10('l3', E, 'attendanceTop10'),
  panels.map('m', E, 'map'),
  panels.environment24h('c', E, 'environment.series24h'),
  panels.alarms('r1', E, 'alarms.latest'),
  panels.devicesOnline('r2', E, 'devices.byType'),
  panels.vehicleTrend('r3', E, 'vehicles.trend'),
]);

const supervisoryOverview = screen('supervisoryOverview', '项目概况', 'scope', 'overview', [
  { id: 'kpis', title: '监管指标', kind: 'kpis', area: 'k', items: [
    kpi('监管项目', S, 'projects.total', '个'), kpi('在建项目', S, 'projects.byStatus.2.value', '个'), kpi('在册人员', S, 'personnel.rosterTotal', '人'),
    kpi('今日出勤率', S, 'personnel.attendanceRate', '%'), kpi('设备在线率', S, 'devices.onlineRate', '%'), kpi('未处理告警', S, 'alarms.openNow', '条'),
  ] },
  panels.projectStatus('l1', S, 'projects.byStatus'),
  panels.attendanceTrend('l2', S, 'attendance.trend'),
  panels.attendanceTop10('l3', S, 'attendanceTop10'),
  panels.map('m', S, 'map'),
  { id: 'wages', title: '本年工资发放', kind: 'column', area: 'c', source: src(S, 'accounts.byMonth'), unit: '元' },
  panels.alarms('r1', S, 'alarms.latest'),
  panels.alarmLevels('r2', S, 'alarms.byLevel'),
  panels.environment24h('r3', S, 'environment.series24h'),
]);

const projectOverview = screen('projectOverview', '项目简介', 'project', 'overview', [
  { id: 'kpis', title: '项目指标', kind: 'kpis', area: 'k', items: [
    kpi('在册人员', P, 'personnel.rosterTotal', '人'), kpi('今日出勤', P, 'personnel.attendedToday', '人'), kpi('在场人数', P, 'personnel.onSiteNow', '人'),
    kpi('在线设备', P, 'devices.online', '台'), kpi('今日吊次', P, 'cranes.cyclesToday', '次'), kpi('未处理告警', P, 'alarms.openNow', '条'),
  ] },
  { id: 'profile', title: '项目信息', kind: 'info', area: 'l1', source: src(P, 'project'), fields: [
    { key: 'name', label: '项目名称' }, { key: 'projectNo', label: '项目编号' }, { key: 'statusName', label: '项目状态' },
    { key: 'companyName', label: '建设单位' }, { key: 'address', label: '项目地址' }, { key: 'startDate', label: '开工日期' },
    { key: 'endDate', label: '竣工日期' }, { key: 'daysSinceStart', label: '已开工', unit: '天' },
  ] },
  panels.workTypes('l2', P, 'workTypes.byWorkType'),
  panels.attendanceTrend('l3', P, 'attendance.trend'),
  panels.map('m', P, 'map'),
  panels.dustDevices('c'),
  panels.temperature('r1'),
  panels.alarms('r2', P, 'alarms.latest'),
  panels.craneCycles('r3', P, 'cranes.cyclesByHour'),
]);

const projectManagement = screen('projectManagement', '项目管理', 'scope', 'centreTall', [
  { id: 'kpis', title: '项目指标', kind: 'kpis', area: 'k', items: [
    kpi('项目总数', PROJECTS, 'total', '个'), kpi('在建项目', PROJECTS, 'byStatus.2.value', '个'), kpi('本年开工', PROJECTS, 'startedThisYear', '个'),
    kpi('本年到期', PROJECTS, 'dueThisYear', '个'), kpi('合同总额', PROJECTS, 'contractAmountTotal', '万元'),
  ] },
  panels.projectStatus('a', PROJECTS),
  panels.map('b', MAP),
  panels.projectsByCompany('c', PROJECTS),
  { id: 'projects', title: '项目清单', kind: 'table', area: 'd', source: src(PROJECTS, 'projects'), columns: [
    { key: 'name', label: '项目名称' }, { key: 'statusName', label: '状态' }, { key: 'companyName', label: '单位' }, { key: 'endDate', label: '竣工日期' },
  ] },
  { id: 'mapStates', title: '项目地图状态', kind: 'pie', area: 'e', source: src(MAP, 'legend') },
]);

const schedule = screen('schedule', '项目进度', 'project', 'centreTall', [
  { id: 'kpis', title: '进度指标', kind: 'kpis', area: 'k', items: [
    kpi('已开工', P, 'project.daysSinceStart', '天'), kpi('剩余工期', P, 'project.daysLeft', '天'), kpi('在册人员', P, 'personnel.rosterTotal', '人'),
    kpi('今日出勤', P, 'personnel.attendedToday', '人'), kpi('今日吊次', P, 'cranes.cyclesToday', '次'),
  ] },
  { id: 'profile', title: '项目信息', kind: 'info', area: 'a', source: src(P, 'project'), fields: [
    { key: 'name', label: '项目名称' }, { key: 'statusName', label: '项目状态' }, { key: 'manager', label: '项目经理' },
    { key: 'startDate', label: '开工日期' }, { key: 'endDate', label: '竣工日期' }, { key: 'daysLeft', label: '剩余工期', unit: '天' },
  ] },
  panels.map('b', P, 'map'),
  panels.attendanceTrend('c', P, 'attendance.trend'),
  panels.craneCycles('d', P, 'cranes.cyclesByHour'),
  panels.vehicleTrend('e', P, 'vehicles.trend'),
]);

const personnel = screen('personnel', '人员管理', 'scope', 'sixWithKpis', [
  { id: 'kpis', title: '人员指标', kind: 'kpis', area: 'k', items: [
    kpi('在册人员', PERSONNEL, 'rosterTotal', '人'), kpi('管理人员', PERSONNEL, 'managementTotal', '人'), kpi('劳务人员', PERSONNEL, 'labourTotal', '人'),
    kpi('班组', PERSONNEL, 'teamCount', '个'), kpi('今日出勤', PERSONNEL, 'attendedToday', '人'), kpi('出勤率', PERSONNEL, 'attendanceRate', '%'),
  ] },
  panels.workTypes('a', WORK_TYPES),
  panels.attendanceTrend('b', ATTENDANCE),
  panels.attendanceTop10('c', TOP10),
  { id: 'gender', title: '性别分布', kind: 'pie', area: 'd', source: src(PERSONNEL, 'byGender'), unit: '人' },
  { id: 'age', title: '年龄分布', kind: 'column', area: 'e', source: src(PERSONNEL, 'byAge'), unit: '人' },
  { id: 'byProject', title: '项目人员分布', kind: 'bar', area: 'f', source: src(DISTRIBUTION, 'byProject'), unit: '人' },
]);

const roster = screen('roster', '实名制花名册', 'scope', 'tableBelow', [
  { id: 'kpis', title: '人员指标', kind: 'kpis', area: 'k', items: [
    kpi('在册人员', PERSONNEL, 'rosterTotal', '人'), kpi('今日出勤', PERSONNEL, 'attendedToday', '人'), kpi('在场人数', PERSONNEL, 'onSiteNow', '人'),
    kpi('本月进场', PERSONNEL, 'enteredThisMonth', '人'), kpi('已退场', PERSONNEL, 'exitedTotal', '人'),
  ] },
  panels.workTypes('a', WORK_TYPES),
  { id: 'arrivals', title: '今日进场时段', kind: 'column', area: 'b', source: src(ATTENDANCE, 'arrivalsByHour'), unit: '人' },
  { id: 'teams', title: '班组人数', kind: 'bar', area: 'c', source: src(WORK_TYPES, 'byTeam'), unit: '人' },
  { id: 'roster', title: '花名册', kind: 'table', area: 'd', source: { endpoint: ROSTER, key: 'data', params: { index: 0, size: 50 } }, columns: [
    { key: 'name', label: '姓名' }, { key: 'gender', label: '性别' }, { key: 'age', label: '年龄' }, { key: 'workTypeName', label: '工种' },
    { key: 'team', label: '班组' }, { key: 'projectName', label: '项目' }, { key: 'todayIn', label: '今日进场' },
  ] },
  { id: 'ages', title: '年龄分布', kind: 'ring', area: 'e', source: src(PERSONNEL, 'byAge'), unit: '人' },
]);

const video = screen('video', '视频监控', 'scope', 'video', [
  { id: 'kpis', title: '视频指标', kind: 'kpis', area: 'k', items: [kpi('摄像头', CAMERAS, 'total', '路'), kpi('在线', CAMERAS, 'online', '路')] },
  { id: 'deviceTypes', title: '设备类型', kind: 'ring', area: 'a', source: src(DEVICE_COUNTS, 'byType'), unit: '台' },
  panels.alarms('b', ALARMS),
  { id: 'video', title: '实时视频', kind: 'video', area: 'v', source: src(CAMERAS, 'cameras') },
]);

const specialEquipment = screen('specialEquipment', '特种设备', 'scope', 'sixWithKpis', [
  { id: 'kpis', title: '塔吊指标', kind: 'kpis', area: 'k', items: [
    kpi('塔吊总数', CRANES, 'total', '台'), kpi('在线', CRANES, 'online', '台'), kpi('今日吊次', CRANES, 'cyclesToday', '次'),
    kpi('今日最大吊重', CRANES, 'maxLoadToday', 't'), kpi('今日最大力矩', CRANES, 'maxMomentToday', '%'),
  ] },
  { id: 'craneLive', title: '塔吊实时数据', kind: 'devices', area: 'a', deviceType: 'crane', metrics: [...CRANE_METRICS] },
  panels.craneCycles('b', CRANES),
  { id: 'loads', title: '吊重分布（今日）', kind: 'column', area: 'c', source: src(CRANES, 'loadDistribution'), unit: '次' },
  { id: 'moments', title: '力矩分布（今日）', kind: 'ring', area: 'd', source: src(CRANES, 'momentDistribution'), unit: '次' },
  { id: 'cranes', title: '塔吊运行', kind: 'table', area: 'e', source: src(CRANES, 'cranes'), columns: [
    { key: 'name', label: '塔吊' }, { key: 'projectName', label: '项目' }, { key: 'cyclesToday', label: '今日吊次' }, { key: 'maxLoadToday', label: '最大吊重(t)' },
  ] },
  panels.alarms('f', ALARMS),
]);

const environment = screen('environment', '环境监测', 'scope', 'sixWithKpis', [
  { id: 'kpis', title: '环境指标', kind: 'kpis', area: 'k', items: [
    kpi('PM2.5', ENV, 'current.pm25', 'μg/m³'), kpi('PM10', ENV, 'current.pm10', 'μg/m³'), kpi('TSP', ENV, 'current.dust', 'μg/m³'),
    kpi('噪声', ENV, 'current.noise', 'dB'), kpi('温度', ENV, 'current.temperature', '°C'), kpi('湿度', ENV, 'current.humidity', '%RH'),
  ] },
  panels.environment24h('a', ENV),
  { id: 'dustLive', title: '扬尘监测实时数据', kind: 'devices', area: 'b', deviceType: 'dust', metrics: [...ENV_METRICS] },
  panels.temperature('c'),
  panels.noise24h('d', ENV),
  { id: 'envDevices', title: '监测设备在线', kind: 'column', area: 'e', source: src(ENV_DEVICES, 'byProject'), unit: '台' },
  { id: 'envProjects', title: '项目环境排名', kind: 'table', area: 'f', source: src(ENV, 'projects'), columns: [
    { key: 'projectName', label: '项目' }, { key: 'pm25', label: 'PM2.5' }, { key: 'pm10', label: 'PM10' }, { key: 'noise', label: '噪声' },
  ] },
]);

const qualitySafety = screen('qualitySafety', '质量安全', 'scope', 'sixWithKpis', [
  { id: 'kpis', title: '质量安全指标', kind: 'kpis', area: 'k', items: [
    kpi('未处理告警', ALARMS, 'openNow', '条'), kpi('今日告警', ALARMS, 'today', '条'), kpi('近30日告警', ALARMS, 'last30Days', '条'),
    kpi('维保记录', MAINTENANCE, 'recordTotal', '条'), kpi('本月维保', MAINTENANCE, 'recordsThisMonth', '条'), kpi('本月维保覆盖率', MAINTENANCE, 'coverageThisMonth', '%'),
  ] },
  panels.alarmLevels('a', ALARMS),
  panels.alarmTrend('b', ALARMS),
  panels.alarms('c', ALARMS),
  panels.alarmMetrics('d', ALARMS),
  panels.maintenanceKinds('e', MAINTENANCE),
  panels.maintenanceMonths('f', MAINTENANCE),
]);

const warning = screen('warning', '平台预警', 'scope', 'centreTall', [
  { id: 'kpis', title: '预警指标', kind: 'kpis', area: 'k', items: [
    kpi('未处理告警', ALARMS, 'openNow', '条'), kpi('今日告警', ALARMS, 'today', '条'), kpi('近30日告警', ALARMS, 'last30Days', '条'),
  ] },
  panels.alarmLevels('a', ALARMS),
  panels.alarms('b', ALARMS),
  { id: 'alarmStatus', title: '处理状态', kind: 'ring', area: 'c', source: src(ALARMS, 'byStatus') },
  panels.alarmTrend('d', ALARMS),
  panels.alarmMetrics('e', ALARMS),
]);

const vehicles = screen('vehicles', '车辆管理', 'scope', 'centreTall', [
  { id: 'kpis', title: '车辆指标', kind: 'kpis', area: 'k', items: [
    kpi('今日进场', VEHICLES, 'today.in', '车次'), kpi('今日出场', VEHICLES, 'today.out', '车次'), kpi('今日车辆', VEHICLES, 'today.vehicles', '辆'),
    kpi('场内车辆', VEHICLES, 'today.inside', '辆'), kpi('车牌识别设备', DEVICE_COUNTS, `byType.${BY_TYPE.lpr}.value`, '台'),
  ] },
  panels.vehicleTrend('a', VEHICLES),
  { id: 'passages', title: '车辆进出记录', kind: 'table', area: 'b', source: src(VEHICLES, 'latest'), columns: [
    { key: 'plateNo', label: '车牌' }, { key: 'carType', label: '车型' }, { key: 'directionName', label: '方向' }, { key: 'projectName', label: '项目' },
  ] },
  { id: 'carTypes', title: '车型分布', kind: 'ring', area: 'c', source: src(VEHICLES, 'byCarType'), unit: '车次' },
  { id: 'weighbridge', title: '地磅实时数据', kind: 'devices', area: 'd', deviceType: 'weighbridge', metrics: ['weight'] },
  panels.alarms('e', ALARMS),
]);

const equipment = screen('equipment', '设备管理', 'scope', 'sixWithKpis', [
  { id: 'kpis', title: '设备指标', kind: 'kpis', area: 'k', items: [
    kpi('设备总数', DEVICE_COUNTS, 'total', '台'), kpi('在用', DEVICE_COUNTS, 'enabled', '台'), kpi('停用', DEVICE_COUNTS, 'disabled', '台'),
    kpi('在线', DEVICE_ONLINE, 'online', '台'), kpi('离线', DEVICE_ONLINE, 'offline', '台'), kpi('在线率', DEVICE_ONLINE, 'onlineRate', '%'),
  ] },
  { id: 'deviceTypes', title: '设备类型', kind: 'ring', area: 'a', source: src(DEVICE_COUNTS, 'byType'), unit: '台' },
  panels.devicesOnline('b', DEVICE_ONLINE),
  { id: 'byProject', title: '项目设备分布', kind: 'bar', area: 'c', source: src(DEVICE_COUNTS, 'byProject'), unit: '台' },
  { id: 'devices', title: '设备清单', kind: 'table', area: 'd', source: src(DEVICE_ONLINE, 'devices'), columns: [
    { key: 'name', label: '设备' }, { key: 'typeName', label: '类型' }, { key: 'projectName', label: '项目' }, { key: 'online', label: '在线' },
  ] },
  panels.maintenanceKinds('e', MAINTENANCE),
  panels.maintenanceMonths('f', MAINTENANCE),
]);

const tunnel = screen('tunnel', '隧道管理', 'scope', 'sixWithKpis', [
  { id: 'kpis', title: '隧道指标', kind: 'kpis', area: 'k', items: [
    kpi('气体检测仪', DEVICE_COUNTS, `byType.${BY_TYPE.gas}.value`, '台'), kpi('定位标签', DEVICE_COUNTS, `byType.${BY_TYPE.tag}.value`, '个'),
    kpi('在线设备', DEVICE_ONLINE, 'online', '台'), kpi('在场人数', PERSONNEL, 'onSiteNow', '人'), kpi('未处理告警', ALARMS, 'openNow', '条'),
  ] },
  { id: 'gasLive', title: '气体浓度实时数据', kind: 'devices', area: 'a', deviceType: 'gas', metrics: ['gas'] },
  { id: 'gas', title: '气体浓度', kind: 'gauge', area: 'b', metric: 'gas', deviceType: 'gas', min: 0, max: 100, unit: '%LEL' },
  { id: 'tagLive', title: '人员定位', kind: 'devices', area: 'c', deviceType: 'tag', metrics: ['tagLng', 'tagLat'] },
  panels.devicesOnline('d', DEVICE_ONLINE),
  panels.alarmMetrics('e', ALARMS),
  panels.alarms('f', ALARMS),
]);

const productionKpis = (title: string): PanelDefinition => ({ id: 'kpis', title, kind: 'kpis', area: 'k', items: [
  kpi('今日方量', PRODUCTION, 'today.volume', 'm³'), kpi('今日盘数', PRODUCTION, 'today.batches', '盘'), kpi('今日车次', PRODUCTION, 'today.trips', '车次'),
  kpi('在途罐车', PRODUCTION, 'today.tankersOut', '辆'), kpi('本月方量', PRODUCTION, 'month.volume', 'm³'), kpi('搅拌站在线', PRODUCTION, 'plants.online', '座'),
] });

/** Concrete-production panels (GetHntsc_sctj / GetHntsc_ddtj). */
const concrete = {
  volumeTrend: (area: string): PanelDefinition => ({ id: 'volumeTrend', title: '生产方量（近30日）', kind: 'area', area, source: src(PRODUCTION, 'volumeTrend'), unit: 'm³' }),
  volumeByHour: (area: string): PanelDefinition => ({ id: 'volumeByHour', title: '今日生产（按小时）', kind: 'column', area, source: src(PRODUCTION, 'volumeByHour'), unit: 'm³' }),
  byStrength: (area: string): PanelDefinition => ({ id: 'byStrength', title: '强度等级（本月）', kind: 'ring', area, source: src(PRODUCTION, 'byStrength'), unit: 'm³' }),
  byPlant: (area: string): PanelDefinition => ({ id: 'byPlant', title: '搅拌站产量（本月）', kind: 'bar', area, source: src(PRODUCTION, 'byPlant'), unit: 'm³' }),
  materials: (area: string): PanelDefinition => ({ id: 'materials', title: '材料消耗（本月）', kind: 'column', area, source: src(PRODUCTION, 'materials'), unit: 't' }),
  deviation: (area: string): PanelDefinition => ({ id: 'deviation', title: '材料用量偏差（本月）', kind: 'table', area, source: src(PRODUCTION, 'materialDeviation'), columns: [
    { key: 'material', label: '材料' }, { key: 'planned', label: '理论用量(t)' }, { key: 'actual', label: '实际用量(t)' }, { key: 'deviation', label: '偏差(%)' },
  ] }),
  silos: (area: string): PanelDefinition => ({ id: 'silos', title: '料仓库存', kind: 'table', area, source: src(PRODUCTION, 'silos'), columns: [
    { key: 'name', label: '料仓' }, { key: 'plantName', label: '搅拌站' }, { key: 'material', label: '材料' }, { key: 'level', label: '库存(t)' }, { key: 'percent', label: '余量(%)' },
  ] }),
  batches: (area: string): PanelDefinition => ({ id: 'batches', title: '最新生产记录', kind: 'table', area, source: src(PRODUCTION, 'latestBatches'), columns: [
    { key: 'plantName', label: '搅拌站' }, { key: 'taskNo', label: '任务单' }, { key: 'projectName', label: '项目' }, { key: 'strength', label: '强度' }, { key: 'volume', label: '方量(m³)' },
  ] }),
  tankers: (area: string): PanelDefinition => ({ id: 'tankers', title: '罐车状态', kind: 'table', area, source: src(PRODUCTION, 'tankers'), columns: [
    { key: 'plateNo', label: '车牌' }, { key: 'driver', label: '司机' }, { key: 'statusName', label: '状态' }, { key: 'projectName', label: '送往项目' },
  ] }),
  orderStatus: (area: string): PanelDefinition => ({ id: 'orderStatus', title: '订单状态', kind: 'ring', area, source: src(ORDERS, 'byStatus'), unit: '单' }),
  orderTrend: (area: string): PanelDefinition => ({ id: 'orderTrend', title: '订单与送货（近30日）', kind: 'line', area, source: src(ORDERS, 'trend'), unit: 'm³' }),
  orderProjects: (area: string): PanelDefinition => ({ id: 'orderProjects', title: '项目订货方量（本年）', kind: 'bar', area, source: src(ORDERS, 'byProject'), unit: 'm³' }),
  orders: (area: string): PanelDefinition => ({ id: 'orders', title: '最新订单', kind: 'table', area, source: src(ORDERS, 'latest'), columns: [
    { key: 'orderNo', label: '订单号' }, { key: 'projectName', label: '项目' }, { key: 'strength', label: '强度' }, { key: 'volume', label: '方量(m³)' },
    { key: 'delivered', label: '已送(m³)' }, { key: 'statusName', label: '状态' }, { key: 'planTime', label: '计划时间' },
  ] }),
};

const production = screen('production', '混凝土生产', 'scope', 'sixWithKpis', [
  productionKpis('生产指标'),
  concrete.volumeTrend('a'),
  concrete.volumeByHour('b'),
  concrete.byStrength('c'),
  concrete.batches('d'),
  concrete.tankers('e'),
  concrete.materials('f'),
], 'production');

const mixingPlant = screen('mixingPlant', '搅拌站管理', 'scope', 'sixWithKpis', [
  { id: 'kpis', title: '搅拌站指标', kind: 'kpis', area: 'k', items: [
    kpi('搅拌站', PRODUCTION, 'plants.total', '座'), kpi('在线', PRODUCTION, 'plants.online', '座'), kpi('今日方量', PRODUCTION, 'today.volume', 'm³'),
    kpi('今日盘数', PRODUCTION, 'today.batches', '盘'), kpi('本年方量', PRODUCTION, 'year.volume', 'm³'), kpi('本月订单', PRODUCTION, 'month.orders', '单'),
  ] },
  concrete.byPlant('a'),
  concrete.silos('b'),
  concrete.materials('c'),
  concrete.deviation('d'),
  concrete.batches('e'),
  concrete.volumeByHour('f'),
], 'production');

const plantMaterials = screen('plantMaterials', '物料监控', 'project', 'sixWithKpis', [
  productionKpis('物料指标'),
  concrete.silos('a'),
  concrete.materials('b'),
  concrete.deviation('c'),
  concrete.volumeTrend('d'),
  concrete.byStrength('e'),
  concrete.batches('f'),
], 'production');

const plantLedger = screen('plantLedger', '搅拌站台账', 'scope', 'tableBelow', [
  { id: 'kpis', title: '订单指标', kind: 'kpis', area: 'k', items: [
    kpi('订单总数', ORDERS, 'total', '单'), kpi('进行中', ORDERS, 'inProgress', '单'), kpi('本月完成', ORDERS, 'completedThisMonth', '单'),
    kpi('本年订货', ORDERS, 'volumeOrdered', 'm³'), kpi('本年送货', ORDERS, 'volumeDelivered', 'm³'),
  ] },
  concrete.orderStatus('a'),
  concrete.orderTrend('b'),
  concrete.orderProjects('c'),
  concrete.orders('d'),
  concrete.tankers('e'),
], 'production');

const plantDust = screen('plantDust', '搅拌站扬尘', 'scope', 'sixWithKpis', [
  ...environment.panels.filter((p) => p.id !== 'temperature'),
  panels.temperature('c', TEMPERATURE_GAUGE_MAX),
], 'production');

const sampleKpis = (title: string): PanelDefinition => ({ id: 'kpis', title, kind: 'kpis', area: 'k', items: [
  kpi('样品总数', SAMPLES, 'total', '组'), kpi('本月取样', SAMPLES, 'thisMonth', '组'), kpi('待检测', SAMPLES, 'pending', '组'),
  kpi('合格率', SAMPLES, 'passRate', '%'), kpi('见证取样', SAMPLES, 'witnessed', '组'), kpi('见证率', SAMPLES, 'witnessRate', '%'),
] });

const sampleTable = (area: string, title: string): PanelDefinition => ({ id: 'samples', title, kind: 'table', area, source: src(SAMPLES, 'latest'), columns: [
  { key: 'sampleNo', label: '样品编号' }, { key: 'categoryName', label: '类别' }, { key: 'projectName', label: '项目' }, { key: 'witness', label: '见证人' },
  { key: 'samplingTime', label: '取样时间' }, { key: 'resultName', label: '检测结果' },
] });

const inspection = screen('inspection', '检测机构', 'scope', 'tableBelow', [
  sampleKpis('检测指标'),
  { id: 'byCategory', title: '样品类别', kind: 'ring', area: 'a', source: src(SAMPLES, 'byCategory'), unit: '组' },
  { id: 'sampleTrend', title: '取样与报告（近30日）', kind: 'line', area: 'b', source: src(SAMPLES, 'trend'), unit: '组' },
  { id: 'byInstitution', title: '检测机构分布', kind: 'bar', area: 'c', source: src(SAMPLES, 'byInstitution'), unit: '组' },
  sampleTable('d', '最新样品'),
  { id: 'byResult', title: '检测结果', kind: 'pie', area: 'e', source: src(SAMPLES, 'byResult'), unit: '组' },
]);

const aiRecognition = screen('aiRecognition', 'AI识别', 'project', 'videoSide', [
  { id: 'kpis', title: 'AI识别指标', kind: 'kpis', area: 'k', items: [
    kpi('AI摄像头', AI, 'cameras', '路'), kpi('今日识别', AI, 'today', '次'), kpi('近7日识别', AI, 'last7Days', '次'), kpi('未处理', AI, 'unhandled', '条'),
  ] },
  { id: 'aiKinds', title: '识别类型（近30日）', kind: 'ring', area: 'a', source: src(AI, 'byKind'), unit: '次' },
  { id: 'aiTrend', title: '识别趋势（近7日）', kind: 'column', area: 'b', source: src(AI, 'trend'), unit: '次' },
  { id: 'video', title: '实时视频', kind: 'video', area: 'v', source: src(CAMERAS, 'cameras') },
  { id: 'aiEvents', title: '最新识别事件', kind: 'table', area: 'c', source: src(AI, 'latest'), columns: [
    { key: 'kindName', label: '类型' }, { key: 'cameraName', label: '摄像头' }, { key: 'projectName', label: '项目' }, { key: 'ts', label: '时间' }, { key: 'handledName', label: '状态' },
  ] },
  { id: 'aiHours', title: '今日识别时段', kind: 'area', area: 'd', source: src(AI, 'byHour'), unit: '次' },
]);

/** Every screen definition, by id. */
export const SCREENS = {
  enterpriseOverview,
  supervisoryOverview,
  projectOverview,
  projectManagement,
  schedule,
  personnel,
  personnelProject: variant(personnel, 'personnelProject', '人员管理', 'project'),
  realName: variant(personnel, 'realName', '实名制', 'scope'),
  roster,
  video,
  videoProject: variant(video, 'videoProject', '视频监控', 'project'),
  specialEquipment,
  specialEquipmentProject: variant(specialEquipment, 'specialEquipmentProject', '特种设备', 'project'),
  environment,
  environmentProject: variant(environment, 'environmentProject', '环境监测', 'project'),
  qualitySafety,
  qualitySafetyProject: variant(qualitySafety, 'qualitySafetyProject', '质量安全', 'project'),
  warning,
  warningProject: variant(warning, 'warningProject', '平台预警', 'project'),
  vehicles,
  vehiclesProject: variant(vehicles, 'vehiclesProject', '车辆管理', 'project'),
  muckTransport: variant(vehicles, 'muckTransport', '渣土运输监管', 'project'),
  equipment,
  equipmentProject: variant(equipment, 'equipmentProject', '设备管理', 'project'),
  tunnel: variant(tunnel, 'tunnel', '隧道管理', 'project'),
  production,
  mixingPlant,
  plantMaterials,
  plantLedger,
  plantDust,
  inspection,
  witnessSampling: variant(inspection, 'witnessSampling', '见证取样', 'scope'),
  samples: variant(inspection, 'samples', '样品管理', 'scope'),
  aiRecognition,
} as const satisfies Record<string, ScreenDefinition>;

/** Id of a screen definition. */
export type ScreenId = keyof typeof SCREENS;
