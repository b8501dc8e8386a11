import { endpoints, type Endpoint } from '@worksite/contract';
import { formatSiteTime } from './site-time-text';

/** One column of a concrete report: the answer's key, its heading, how a value is shown. */
export interface ReportColumn {
  readonly key: string;
  readonly label: string;
  readonly show?: (value: unknown) => string;
}

/** A report of SPEC §7's concrete account and monitor calls, shown in a dialog (docs/decisions/0350). */
export interface ConcreteReport {
  readonly key: string;
  readonly title: string;
  readonly endpoint: Endpoint;
  readonly columns: readonly ReportColumn[];
  /** Paged by index/size (list envelope), else one array. */
  readonly paged: boolean;
  /** Narrowed by site dates (beginTime / endTime). */
  readonly dated: boolean;
}

const time = (v: unknown) => formatSiteTime(String(v ?? ''));
const yesNo = (v: unknown) => (v === true ? '在线' : '离线');

export const ORDER_ACCOUNT: ConcreteReport = {
  key: 'orderAccount',
  title: '订单对账',
  endpoint: endpoints.concOrderAccountOrderPage,
  paged: true,
  dated: true,
  columns: [
    { key: 'orderNo', label: '订单编号' }, { key: 'projectName', label: '下单项目' }, { key: 'plantName', label: '搅拌站' },
    { key: 'strengthGrade', label: '强度等级' }, { key: 'volume', label: '方量(m³)' }, { key: 'producedVolume', label: '已生产(m³)' },
    { key: 'deliveredVolume', label: '已送达(m³)' }, { key: 'reconcileName', label: '对账结果' }, { key: 'trips', label: '车次' },
    { key: 'statusName', label: '订单状态' }, { key: 'planTime', label: '计划浇筑时间', show: time },
  ],
};

export const PRODUCT_ACCOUNT: ConcreteReport = {
  key: 'productAccount',
  title: '产品对账',
  endpoint: endpoints.concProductAccountProductPage,
  paged: true,
  dated: true,
  columns: [
    { key: 'taskNo', label: '任务编号' }, { key: 'orderNo', label: '订单编号' }, { key: 'projectName', label: '项目' }, { key: 'plantName', label: '搅拌站' },
    { key: 'strengthGrade', label: '强度等级' }, { key: 'volumePlanned', label: '计划方量(m³)' }, { key: 'volumeProduced', label: '已生产(m³)' },
    { key: 'batches', label: '盘数' }, { key: 'trips', label: '车次' }, { key: 'deliveredVolume', label: '已送达(m³)' }, { key: 'statusName', label: '任务状态' },
  ],
};

export const MATERIAL_USE: ConcreteReport = {
  key: 'materialUse',
  title: '材料消耗',
  endpoint: endpoints.concProductAccountProductConsump,
  paged: false,
  dated: true,
  columns: [
    { key: 'materialName', label: '材料' }, { key: 'plannedKg', label: '理论用量(kg)' }, { key: 'actualKg', label: '实际用量(kg)' }, { key: 'deviation', label: '偏差(%)' },
  ],
};

export const PLANT_MONITOR: ConcreteReport = {
  key: 'plantMonitor',
  title: '生产监控',
  endpoint: endpoints.concDeviceQueryDeviceInfoPageByMonitor,
  paged: true,
  dated: false,
  columns: [
    { key: 'plantName', label: '搅拌站名称' }, { key: 'online', label: '在线状态', show: yesNo }, { key: 'lastSeenAt', label: '最近上报时间', show: time },
    { key: 'todayVolume', label: '今日方量(m³)' }, { key: 'todayBatches', label: '今日盘数' }, { key: 'currentTaskNo', label: '当前任务' },
    { key: 'currentProjectName', label: '送往项目' }, { key: 'tankersOut', label: '在途罐车' }, { key: 'tankers', label: '罐车' }, { key: 'lowSilos', label: '低料位料仓' },
  ],
};
