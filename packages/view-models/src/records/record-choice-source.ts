import { formatStrWhere, recordTypes, type ApiGateway, type FieldSpec, type RecordType, type RemoteSource } from '@worksite/contract';
import type { SelectSource } from '../widgets/select-view-model';
import { actionEndpoint, callAny, readListAnswer } from './record-calls';
import { fieldValue, rowId, type RecordRow } from './record-fields';

/** The field naming a record of `recordType` in a choice list: its declared `choiceLabel`, else its first required or listed text field. */
export function choiceLabelField(recordType: RecordType): FieldSpec | undefined {
  const named = recordType.choiceLabel === undefined ? undefined : recordType.fields.find((f) => f.key === recordType.choiceLabel);
  if (named !== undefined) return named;
  const texts = recordType.fields.filter((f) => (f.input === undefined || f.input.type === 'text') && f.key !== 'id' && f.readOnly !== true);
  return texts.find((f) => f.required !== undefined) ?? texts.find((f) => f.listed === true) ?? texts[0];
}

/**
 * Options of a remote choice (SPEC §2.10 select: search and paging) loaded from the source type's list call:
 * the keyword narrows by the label field (strWhere `like` when the list is paged by the server and the field
 * filterable, else on the rows answered). Undefined when the source type is not declared or has no list call.
 */
export function remoteChoiceSource(gateway: ApiGateway, source: RemoteSource): SelectSource<RecordRow> | undefined {
  const recordType = recordTypes[source];
  if (recordType === undefined) return undefined;
  const list = actionEndpoint(recordType, 'list');
  if (list === undefined) return undefined;
  const labelField = choiceLabelField(recordType);
  const labelOf = (row: RecordRow): string => {
    const v = labelField === undefined ? undefined : fieldValue(row, labelField);
    return v === undefined || v === null || v === '' ? String(rowId(row)) : String(v);
  };
  const serverSearch = list.envelope === 'list' && labelField?.filterable === true;
  return {
    async load({ keyword, pageIndex, pageSize }) {
      const strWhere = serverSearch && keyword !== '' ? formatStrWhere([{ field: labelField!.column, op: 'like', value: `%${keyword}%` }]) : '';
      const answer = await callAny(gateway, list, { index: pageIndex, size: pageSize, strWhere });
      const keep = keyword === '' ? undefined : (row: RecordRow) => labelOf(row).includes(keyword);
      return readListAnswer(answer, pageIndex, pageSize, serverSearch ? undefined : keep);
    },
    valueOf: (row) => String(rowId(row)),
    labelOf,
  };
}
