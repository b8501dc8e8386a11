import type { Endpoint } from '../endpoint';
import { builderLicenceRecord } from '../records/builder-licence-record';
import { catalogueEntries } from '../records/derive/record-catalogue';
import { finishCheckRecord } from '../records/finish-check-record';
import { qualificationRecord } from '../records/qualification-record';

/**
 * Project records: qualification, builder licence, finish-check info (SPEC §7 "Records"; prefixes chosen),
 * from their declarations: createData, queryDataByWhere, updateData, and the chosen deleteData (0360).
 */
export const recordEndpoints: Record<string, Endpoint> = {
  ...catalogueEntries(qualificationRecord),
  ...catalogueEntries(builderLicenceRecord),
  ...catalogueEntries(finishCheckRecord),
};
