import type { ApiGateway, FieldSpec, RecordType } from '@worksite/contract';
import { remoteRecordNames } from './record-choice-source';
import { fieldValue, listedFields, type RecordRow } from './record-fields';
import { referenceNaming } from './record-references';

/** Names by field key, then by id. */
export type RemoteNames = Record<string, Record<string, string>>;

/** True when the row names the record `field` refers to itself (its `labelKey` value). */
function namedInRow(row: RecordRow, field: FieldSpec): boolean {
  const naming = referenceNaming(field);
  if (naming?.by !== 'row') return false;
  const name = row[naming.key];
  return typeof name === 'string' && name !== '';
}

/**
 * Names for the reference fields among `fields` (default: the listed ones) the rows carry no name of (上级部门 →
 * the department's name, 维保模板 → the template's), by field key then id: the records the rows refer to, read from
 * each source type's list by id (docs/decisions/0418, 0550). A field whose names cannot be read is left out (its
 * ids show). (A district field's names are the page's division table's: RecordRowsViewModel.districtNames, 0525.)
 */
export async function remoteNamesOf(
  gateway: ApiGateway,
  recordType: RecordType,
  rows: readonly RecordRow[],
  fields: readonly FieldSpec[] = listedFields(recordType),
): Promise<RemoteNames> {
  const names: RemoteNames = {};
  await Promise.all(
    fields.map(async (f) => {
      if (f.input?.type !== 'remote') return;
      const ids = rows
        .filter((r) => !namedInRow(r, f))
        .map((r) => fieldValue(r, f))
        .filter((v) => v !== undefined && v !== null && v !== '')
        .map(String);
      if (ids.length === 0) return;
      try {
        names[f.key] = await remoteRecordNames(gateway, f.input.source, ids);
      } catch {
        // Without names the ids show.
      }
    }),
  );
  return names;
}
