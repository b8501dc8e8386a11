import type { ApiGateway, RecordType } from '@worksite/contract';
import { remoteRecordNames } from './record-choice-source';
import { fieldValue, listedFields, type RecordRow } from './record-fields';

/**
 * Names for the listed remote fields the rows carry no name of (上级部门 → the department's name), by field key
 * then id: the records the rows refer to, read from each source type's list by id (docs/decisions/0418). A
 * field whose names cannot be read is left out (its ids show).
 */
export async function remoteNamesOf(gateway: ApiGateway, recordType: RecordType, rows: readonly RecordRow[]): Promise<Record<string, Record<string, string>>> {
  const wanted = listedFields(recordType).filter((f) => f.input?.type === 'remote' && f.input.labelKey === undefined);
  const names: Record<string, Record<string, string>> = {};
  await Promise.all(
    wanted.map(async (f) => {
      if (f.input?.type !== 'remote') return;
      const ids = rows.map((r) => fieldValue(r, f)).filter((v) => v !== undefined && v !== null && v !== '').map(String);
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
