import * as t from 'io-ts';
import { NumberFromStringOrNumber, PAGE, SUBPAGE, type RecordType } from '@worksite/contract';

const n = NumberFromStringOrNumber;

/**
 * Batch (盘次) cycle records (SPEC §7 /api/PCConcCycRecUp/WhereCycRecListByCondition): read-only, written by
 * the plants (simulator); scoped like the tasks they belong to.
 */
export const concBatchRecord: RecordType = {
  name: 'concCycRec',
  title: '盘次记录',
  table: 'conc_batches',
  permission: { page: PAGE.concrete, subPage: SUBPAGE.concDevice },
  scope: 'project',
  defaultSort: 'ts',
  endpoints: { list: 'concCycRecWhereCycRecListByCondition' },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: n, kind: 'number', readOnly: true, sortable: true },
    { key: 'plantId', column: 'plant_id', label: '搅拌站', codec: n, kind: 'number', readOnly: true, filterable: true },
    { key: 'taskId', column: 'task_id', label: '生产任务', codec: n, kind: 'number', readOnly: true, filterable: true },
    { key: 'projectId', column: 'project_id', label: '项目', codec: n, kind: 'number', readOnly: true, filterable: true },
    { key: 'strengthGrade', column: 'strength_grade', label: '强度等级', codec: t.string, readOnly: true, filterable: true, listed: true, excel: true },
    { key: 'volume', column: 'volume_m3', label: '方量(m³)', codec: n, kind: 'number', readOnly: true, listed: true, excel: true },
    { key: 'ts', column: 'ts', label: '生产时间', codec: t.string, kind: 'date', readOnly: true, filterable: true, sortable: true, listed: true, excel: true },
  ],
};
