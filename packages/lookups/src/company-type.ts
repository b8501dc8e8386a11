import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Company (organisation) type (SPEC §3). */
export const COMPANY_TYPE = [
  { value: 1, label: '专业分包' },
  { value: 2, label: '设备分包' },
  { value: 3, label: '材料分包' },
  { value: 4, label: '后勤服务' },
  { value: 5, label: '特种设备' },
  { value: 6, label: '劳务分包' },
  { value: 7, label: '监理单位' },
  { value: 8, label: '建设单位' },
  { value: 9, label: '施工总承包' },
  { value: 10, label: '勘察单位' },
  { value: 11, label: '设计单位' },
  { value: 12, label: '其他' },
  { value: 13, label: '商砼站' },
  { value: 14, label: '检测机构' },
] as const satisfies LookupTable<number>;

/** A code of COMPANY_TYPE. */
export type CompanyType = (typeof COMPANY_TYPE)[number]['value'];

/** Label of a CompanyType code; '' when missing, 未知 when unknown. */
export function companyTypeLabel(value: LookupInput): string {
  return labelOf(COMPANY_TYPE, value);
}
