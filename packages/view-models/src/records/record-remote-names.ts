import type { ApiGateway, RecordType } from '@worksite/contract';
import { SELECT_PAGER } from '@worksite/paging';
import { remoteChoiceSource } from './record-choice-source';
import { fieldValue, listedFields, type RecordRow } from './record-fields';

/** Rows read to name remote ids in a list: the select's largest page size (SPEC §9). */
const REMOTE_NAMES_PAGE_SIZE = SELECT_PAGER.sizes[SELECT_PAGER.sizes.length - 1]!;

/**
 * Names for the listed remote fields the rows carry no name of (上级部门 → the department's name), by field key
 * then id: one page of the source type's list (the select's largest size) per field that has values. A field
 * whose names cannot be read is left out (its ids show).
 */
export async function remoteNamesOf(gateway: ApiGateway, recordType: RecordType, rows: readonly RecordRow[]): Promise<Record<string, Record<string, string>>> {
  const wanted = listedFields(recordType).filter((f) => f.input?.type === 'remote' && f.input.labelKey === undefined);
  const names: Record<string, Record<string, string>> = {};
  await Promise.all(
    wanted.map(async (f) => {
      const source = f.input?.type === 'remote' ? remoteChoiceSource(gateway, f.input.source) : undefined;
      if (source === undefined || rows.every((r) => fieldValue(r, f) === undefined || fieldValue(r, f) === null)) return;
      try {
        const page = await source.load({ keyword: '', pageIndex: 1, pageSize: REMOTE_NAMES_PAGE_SIZE });
        names[f.key] = Object.fromEntries(page.rows.map((r) => [source.valueOf(r), source.labelOf(r)]));
      } catch {
        // Without names the ids show.
      }
    }),
  );
  return names;
}
