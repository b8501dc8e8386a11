import { PAGE, SUBPAGE } from '../menu/page-keys';
import { concConsumptionParams } from './declaration/concrete-call-params';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

/**
 * Batch (盘次) cycle records (SPEC §7 /api/PCConcCycRecUp): read-only, written by the plants (simulator);
 * scoped like the tasks they belong to.
 */
export const concBatchRecord = declareRecord({
  name: 'concCycRec',
  title: '盘次记录',
  table: 'conc_batches',
  permission: { page: PAGE.concrete, subPage: SUBPAGE.concDevice },
  scope: 'project',
  defaultSort: 'ts',
  api: {
    prefix: '/api/PCConcCycRecUp',
    alias: 'concCycRec',
    calls: { list: { method: 'GET', action: 'WhereCycRecListByCondition' } },
    more: { statistics: { method: 'GET', action: 'GetStatistics', params: concConsumptionParams } },
  },
  fields: [
    field.id(),
    field.remote('plantId', '搅拌站', 'concPlant', { readOnly: true, filterable: true }),
    field.remote('taskId', '生产任务', 'concTask', { readOnly: true, filterable: true }),
    field.remote('projectId', '项目', 'project', { readOnly: true, filterable: true }),
    field.text('strengthGrade', '强度等级', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.number('volume', '方量(m³)', { column: 'volume_m3', unit: 'm³', readOnly: true, listed: true, excel: true }),
    field.datetime('ts', '生产时间', { readOnly: true, filterable: true, sortable: true, listed: true, excel: true }),
  ],
  wire: {
    specPaths: ['list', 'statistics'],
  },
});
