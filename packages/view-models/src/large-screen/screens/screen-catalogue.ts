import { TEMPERATURE_GAUGE_MAX } from '../large-screen-constants';
import type { ScreenDefinition } from '../screen-definition';
import { aiRecognition, inspection } from './ai-and-testing-screens';
import { concreteProject, mixingPlant, plantLedger, plantMaterials, production } from './concrete-screens';
import { ALARMS, ATTENDANCE, BY_TYPE, CAMERAS, CRANES, CRANE_METRICS, DEVICE_COUNTS, DEVICE_ONLINE, DISTRIBUTION, E, ENV, ENV_DEVICES, ENV_METRICS, MAINTENANCE, MAP, P, PERSONNEL, PROJECTS, ROSTER, S, TOP10, VEHICLES, WORK_TYPES, kpi, panels, screen, src, variant } from './screen-parts';

/**
 * The screens of the large-screen routes (issue 5): each a grid of panels, each panel an endpoint of the
 * contract catalogue, the part of its data it reads, and a chart kind. Routes that show the same data share
 * a definition (screen-routes.ts), so 59 routes are 34 screens; the concrete, AI and testing screens have files of
 * their own. Every number comes from the server.
 */


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
    { key: 'companyName', label: '施工单位' }, { key: 'address', label: '项目地址' }, { key: 'startDate', label: '开工日期' },
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
  // 进度计划's figures (docs/decisions/0722): overall progress, delayed tasks, milestones reached.
  { id: 'kpis', title: '进度指标', kind: 'kpis', area: 'k', items: [
    kpi('已开工', P, 'project.daysSinceStart', '天'), kpi('剩余工期', P, 'project.daysLeft', '天'), kpi('总体进度', P, 'progress.percent', '%'),
    kpi('延期任务', P, 'progress.delayed', '项'), kpi('已完成里程碑', P, 'progress.milestonesReached', '个'),
  ] },
  { id: 'profile', title: '项目信息', kind: 'info', area: 'a', source: src(P, 'project'), fields: [
    { key: 'name', label: '项目名称' }, { key: 'statusName', label: '项目状态' }, { key: 'manager', label: '项目经理' },
    { key: 'startDate', label: '开工日期' }, { key: 'endDate', label: '竣工日期' }, { key: 'daysLeft', label: '剩余工期', unit: '天' },
  ] },
  panels.map('b', P, 'map'),
  panels.attendanceTrend('c', P, 'attendance.trend'),
  { id: 'taskStates', title: '任务状态', kind: 'ring', area: 'd', source: src(P, 'progress.byState'), unit: '项' },
  { id: 'delayedTasks', title: '延期任务', kind: 'table', area: 'e', source: src(P, 'progress.delayedTasks'), columns: [
    { key: 'wbsCode', label: 'WBS' }, { key: 'taskName', label: '任务名称' }, { key: 'plannedEnd', label: '计划完成' }, { key: 'percentage', label: '完成%' },
  ] },
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
    kpi('PM2.5', ENV, 'current.pm25', 'μg/m³'), kpi('PM10', ENV, 'current.pm10', 'μg/m³'), kpi('TSP', ENV, 'current.dust', 'mg/m³'),
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
  // 隐患排查's figures beside the alarms (docs/decisions/0724).
  { id: 'kpis', title: '质量安全指标', kind: 'kpis', area: 'k', items: [
    kpi('未闭合隐患', ALARMS, 'hazards.open', '条'), kpi('超期隐患', ALARMS, 'hazards.overdue', '条'), kpi('重大隐患', ALARMS, 'hazards.majorOpen', '条'),
    kpi('未处理告警', ALARMS, 'openNow', '条'), kpi('今日告警', ALARMS, 'today', '条'), kpi('本月维保覆盖率', MAINTENANCE, 'coverageThisMonth', '%'),
  ] },
  panels.alarmLevels('a', ALARMS),
  panels.alarmTrend('b', ALARMS),
  panels.alarms('c', ALARMS),
  { id: 'hazardStates', title: '隐患整改状态', kind: 'ring', area: 'd', source: src(ALARMS, 'hazards.byStatus'), unit: '条' },
  panels.maintenanceKinds('e', MAINTENANCE),
  panels.maintenanceMonths('f', MAINTENANCE),
]);

// 隐患排查's escalation beside the alarms (docs/decisions/0701): overdue, escalated, at 督办, and the escalated list.
const warning = screen('warning', '平台预警', 'scope', 'centreTall', [
  { id: 'kpis', title: '预警指标', kind: 'kpis', area: 'k', items: [
    kpi('未处理告警', ALARMS, 'openNow', '条'), kpi('今日告警', ALARMS, 'today', '条'), kpi('近30日告警', ALARMS, 'last30Days', '条'),
    kpi('超期隐患', ALARMS, 'hazards.overdue', '条'), kpi('升级隐患', ALARMS, 'hazards.escalated', '条'), kpi('督办隐患', ALARMS, 'hazards.supervised', '条'),
  ] },
  panels.alarmLevels('a', ALARMS),
  panels.alarms('b', ALARMS),
  { id: 'alarmStatus', title: '处理状态', kind: 'ring', area: 'c', source: src(ALARMS, 'byStatus') },
  panels.alarmTrend('d', ALARMS),
  { id: 'escalatedHazards', title: '逾期隐患升级', kind: 'table', area: 'e', source: src(ALARMS, 'hazards.latest'), columns: [
    { key: 'title', label: '隐患' }, { key: 'projectName', label: '项目' }, { key: 'escalationName', label: '升级至' }, { key: 'deadline', label: '整改期限' },
  ] },
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
  { id: 'carTypes', title: '车型分布（今日）', kind: 'ring', area: 'c', source: src(VEHICLES, 'byCarType'), unit: '车次' },
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


const plantDust = screen('plantDust', '搅拌站扬尘', 'scope', 'sixWithKpis', [
  ...environment.panels.filter((p) => p.id !== 'temperature'),
  panels.temperature('c', TEMPERATURE_GAUGE_MAX),
], 'production');


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
  concreteProject,
  plantDust,
  inspection,
  witnessSampling: variant(inspection, 'witnessSampling', '见证取样', 'scope'),
  samples: variant(inspection, 'samples', '样品管理', 'scope'),
  aiRecognition,
} as const satisfies Record<string, ScreenDefinition>;

/** Id of a screen definition. */
export type ScreenId = keyof typeof SCREENS;
