import { choiceLabelField, formatStrWhere, recordTypes, type ApiGateway, type RecordType, type RemoteSource } from '@worksite/contract';
import { SELECT_PAGER } from '@worksite/paging';
import type { SelectSource } from '../widgets/select-view-model';
import { actionEndpoint, callAny, readListAnswer } from './record-calls';
import { fieldValue, rowId, type RecordRow } from './record-fields';

/**
 * Options of a remote choice (SPEC §2.10 select: search and paging) loaded from the source type's list call:
 * the keyword narrows by the label field (strWhere `like` when the list is paged by the server and the field
 * filterable, else on the rows answered), with the field's `choiceParams` (管理区域: `forProject`, 0523). Undefined
 * when the source type is not declared or has no list call.
 */
export function remoteChoiceSource(gateway: ApiGateway, source: RemoteSource, choiceParams: Readonly<Record<string, string | number>> = {}): SelectSource<RecordRow> | undefined {
  const recordType = recordTypes[source];
  if (recordType === undefined) return undefined;
  const list = actionEndpoint(recordType, 'list');
  if (list === undefined) return undefined;
  const labelField = choiceLabelField(recordType);
  const labelOf = choiceLabel(recordType);
  const serverSearch = list.envelope === 'list' && labelField?.filterable === true;
  return {
    async load({ keyword, pageIndex, pageSize }) {
      const strWhere = serverSearch && keyword !== '' ? formatStrWhere([{ field: labelField!.column, op: 'like', value: `%${keyword}%` }]) : '';
      const answer = await callAny(gateway, list, { ...choiceParams, index: pageIndex, size: pageSize, strWhere });
      const keep = keyword === '' ? undefined : (row: RecordRow) => labelOf(row).includes(keyword);
      return readListAnswer(answer, pageIndex, pageSize, serverSearch ? undefined : keep);
    },
    valueOf: (row) => String(rowId(row)),
    labelOf,
  };
}

/** How a choice of `recordType` is named: its choice label field's value, else its id. */
function choiceLabel(recordType: RecordType): (row: RecordRow) => string {
  const labelField = choiceLabelField(recordType);
  return (row) => {
    const v = labelField === undefined ? undefined : fieldValue(row, labelField);
    return v === undefined || v === null || v === '' ? String(rowId(row)) : String(v);
  };
}

/** The rows of a whole list, a tree's nested `children` included (上级菜单 names a menu of any level). */
function treeRows(rows: readonly RecordRow[]): RecordRow[] {
  return rows.flatMap((row) => [row, ...(Array.isArray(row.children) ? treeRows(row.children as RecordRow[]) : [])]);
}

/** Rows read to name records when the source list cannot be filtered by id: the select's largest page size. */
const NAMES_PAGE_SIZE = SELECT_PAGER.sizes[SELECT_PAGER.sizes.length - 1]!;

/**
 * Names of the records `ids` of a remote source, by id (docs/decisions/0418): the source's list call filtered by
 * `id in (…)` — one page of exactly those records, however long the source list is — when the server pages and
 * filters it; else, or when that call is refused, one page of the select's largest size. Ids not found (out of
 * the caller's scope, deleted) are left out, and show as ids; a source answered whole (an array) is read whole.
 * Rejects when the source cannot be read at all.
 */
export async function remoteRecordNames(gateway: ApiGateway, source: RemoteSource, ids: readonly string[]): Promise<Record<string, string>> {
  const recordType = recordTypes[source];
  const list = recordType === undefined ? undefined : actionEndpoint(recordType, 'list');
  const wanted = [...new Set(ids)].map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (recordType === undefined || list === undefined || wanted.length === 0) return {};
  const labelOf = choiceLabel(recordType);
  // A list answered whole (an array, a tree: its nodes' children too) is read whole; a page as answered.
  const named = (answer: unknown, size: number) => {
    const rows = Array.isArray(answer) ? treeRows(answer as RecordRow[]) : readListAnswer(answer, 1, size).rows;
    return Object.fromEntries(rows.map((row) => [String(rowId(row)), labelOf(row)]));
  };
  if (list.envelope === 'list') {
    const strWhere = formatStrWhere([{ field: 'id', op: 'in', values: wanted }]);
    const answer = await callAny(gateway, list, { index: 1, size: wanted.length, strWhere }).catch(() => undefined);
    if (answer !== undefined) return named(answer, wanted.length);
  }
  return named(await callAny(gateway, list, { index: 1, size: NAMES_PAGE_SIZE, strWhere: '' }), NAMES_PAGE_SIZE);
}
