import type { RecordListModel } from './record-models';

/** The list view-model of one record type for the mounted page (from the view-models' record page factory). */
export function useRecordList(typeName: string): RecordListModel {
  throw new Error(`record view-models not merged yet (${typeName})`);
}
