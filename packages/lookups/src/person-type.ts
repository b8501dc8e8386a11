import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Person type on site (SPEC §3: codes 1001–1032 and 1099 other; labels chosen in decision 0011). */
export const PERSON_TYPE = [
  { value: 1001, label: '总监理工程师' },
  { value: 1002, label: '总监理工程师代表' },
  { value: 1003, label: '专业监理工程师' },
  { value: 1004, label: '监理员' },
  { value: 1005, label: '项目经理' },
  { value: 1006, label: '项目副经理' },
  { value: 1007, label: '项目技术负责人' },
  { value: 1008, label: '施工员' },
  { value: 1009, label: '安全员' },
  { value: 1010, label: '质量员' },
  { value: 1011, label: '材料员' },
  { value: 1012, label: '资料员' },
  { value: 1013, label: '机械员' },
  { value: 1014, label: '劳务员' },
  { value: 1015, label: '标准员' },
  { value: 1016, label: '造价员' },
  { value: 1017, label: '测量员' },
  { value: 1018, label: '试验员' },
  { value: 1019, label: '安全总监' },
  { value: 1020, label: '生产经理' },
  { value: 1021, label: '商务经理' },
  { value: 1022, label: '建设单位项目负责人' },
  { value: 1023, label: '勘察单位项目负责人' },
  { value: 1024, label: '设计单位项目负责人' },
  { value: 1025, label: '塔式起重机司机' },
  { value: 1026, label: '施工升降机司机' },
  { value: 1027, label: '信号司索工' },
  { value: 1028, label: '建筑电工' },
  { value: 1029, label: '建筑焊工' },
  { value: 1030, label: '建筑架子工' },
  { value: 1031, label: '起重机械安装拆卸工' },
  { value: 1032, label: '班组长' },
  { value: 1099, label: '其他' },
] as const satisfies LookupTable<number>;

/** A code of PERSON_TYPE. */
export type PersonType = (typeof PERSON_TYPE)[number]['value'];

/** Label of a PersonType code; '' when missing, 未知 when unknown. */
export function personTypeLabel(value: LookupInput): string {
  return labelOf(PERSON_TYPE, value);
}
