import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Plate-recognition upload status (SPEC §3): not uploaded, success, failed. */
export const PLATE_UPLOAD_STATUS = [
  { value: 0, label: '未上传' },
  { value: 1, label: '上传成功' },
  { value: 2, label: '上传失败' },
] as const satisfies LookupTable<number>;

/** A code of PLATE_UPLOAD_STATUS. */
export type PlateUploadStatus = (typeof PLATE_UPLOAD_STATUS)[number]['value'];

/** Label of a PlateUploadStatus code; '' when missing, 未知 when unknown. */
export function plateUploadStatusLabel(value: LookupInput): string {
  return labelOf(PLATE_UPLOAD_STATUS, value);
}
