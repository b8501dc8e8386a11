import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/**
 * Special-operation certificate kinds (证书管理; docs/decisions/0650, chosen: SPEC has none). The migration's
 * `certificate_kind_label` names them the same way.
 */
export const CERTIFICATE_KIND = [
  { value: 1, label: '电工作业操作证' },
  { value: 2, label: '焊接与热切割作业操作证' },
  { value: 3, label: '登高架设作业操作证' },
  { value: 4, label: '建筑起重机械司机操作证' },
  { value: 5, label: '建筑起重信号司索工操作证' },
  { value: 6, label: '建筑起重机械安装拆卸工操作证' },
  { value: 99, label: '其他证书' },
] as const satisfies LookupTable<number>;

/**
 * The certificate kind each person type (PERSON_TYPE code) needs on site (0650); the table
 * `certificate_requirements` holds the same rows. A type not listed needs none.
 */
export const CERTIFICATE_REQUIRED_FOR: Readonly<Record<number, number>> = {
  1025: 4, // 塔式起重机司机
  1026: 4, // 施工升降机司机
  1027: 5, // 信号司索工
  1028: 1, // 建筑电工
  1029: 2, // 建筑焊工
  1030: 3, // 建筑架子工
  1031: 6, // 起重机械安装拆卸工
};

/** A certificate's validity on the site's day (0651): computed from its 有效期至. */
export const CERTIFICATE_VALIDITY = [
  { value: 1, label: '有效' },
  { value: 2, label: '30天内到期' },
  { value: 3, label: '已过期' },
] as const satisfies LookupTable<number>;

/** The roster's 证书 flag of a worker (0654): his required certificates on the site's day. */
export const CERTIFICATE_STATE = [
  { value: 0, label: '无需持证' },
  { value: 1, label: '正常' },
  { value: 2, label: '即将到期' },
  { value: 3, label: '已过期' },
  { value: 4, label: '缺证' },
] as const satisfies LookupTable<number>;

/** A labour contract's state (合同台账; 0652): 草稿 → 已签订 → 已终止. */
export const CONTRACT_STATUS = [
  { value: 1, label: '草稿' },
  { value: 2, label: '已签订' },
  { value: 3, label: '已终止' },
] as const satisfies LookupTable<number>;

/** The roster's 合同 flag of a worker (0654): a signed contract covering the site's day, or not. */
export const CONTRACT_FLAG = [
  { value: 1, label: '已签' },
  { value: 0, label: '未签' },
] as const satisfies LookupTable<number>;

/** 合同期限类型 of the national construction-worker platform's contract object (0652). */
export const CONTRACT_PERIOD_TYPE = [
  { value: 1, label: '固定期限' },
  { value: 2, label: '以完成一定工作任务为期限' },
] as const satisfies LookupTable<number>;

/** 计量单位 of a piece-rate contract (national platform's `unit`; 0652). */
export const CONTRACT_UNIT = [
  { value: 1, label: '米' },
  { value: 2, label: '平方米' },
  { value: 3, label: '立方米' },
] as const satisfies LookupTable<number>;

/** Label of a certificate kind; '' when missing, 未知 when unknown. */
export function certificateKindLabel(value: LookupInput): string {
  return labelOf(CERTIFICATE_KIND, value);
}

/** Label of a labour contract state; '' when missing, 未知 when unknown. */
export function contractStatusLabel(value: LookupInput): string {
  return labelOf(CONTRACT_STATUS, value);
}
