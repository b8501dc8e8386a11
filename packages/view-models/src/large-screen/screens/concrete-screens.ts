import type { PanelDefinition } from '../screen-definition';
import { ORDERS, PRODUCTION, kpi, screen, src } from './screen-parts';

/** Concrete-production screens (GetHntsc_sctj / GetHntsc_ddtj): production, mixing plant, materials (silos), order ledger. */

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

export const production = screen('production', '混凝土生产', 'scope', 'sixWithKpis', [
  productionKpis('生产指标'),
  concrete.volumeTrend('a'),
  concrete.volumeByHour('b'),
  concrete.byStrength('c'),
  concrete.batches('d'),
  concrete.tankers('e'),
  concrete.materials('f'),
], 'production');

export const mixingPlant = screen('mixingPlant', '搅拌站管理', 'scope', 'sixWithKpis', [
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

export const plantMaterials = screen('plantMaterials', '物料监控', 'project', 'sixWithKpis', [
  productionKpis('物料指标'),
  concrete.silos('a'),
  concrete.materials('b'),
  concrete.deviation('c'),
  concrete.volumeTrend('d'),
  concrete.byStrength('e'),
  concrete.batches('f'),
], 'production');

export const plantLedger = screen('plantLedger', '搅拌站台账', 'scope', 'tableBelow', [
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

/**
 * The concrete screen of a project (/ProjectScreen/concrete?id=18, docs/decisions/0350): what its plants produce
 * and deliver for it, its orders and the cars on the way.
 */
export const concreteProject = screen('concreteProject', '混凝土生产大屏', 'project', 'sixWithKpis', [
  productionKpis('生产指标'),
  concrete.volumeTrend('a'),
  concrete.orderStatus('b'),
  concrete.orderTrend('c'),
  concrete.batches('d'),
  concrete.tankers('e'),
  concrete.orders('f'),
], 'production');
