import * as t from 'io-ts';
import { BooleanFromAny } from '../codecs/lenient';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

/** Events AI cameras recognised (docs/decisions/0220), read by the AI-recognition screen. */
export const aiEventRecord = declareRecord({
  name: 'aiEvent',
  title: 'AI识别事件',
  table: 'ai_events',
  permission: { page: PAGE.intelligent, subPage: SUBPAGE.aiInfo },
  scope: 'project',
  scopeColumns: { district: 'district_code' },
  defaultSort: 'ts',
  api: { prefix: '/api/AiEvent', alias: 'aiEvent', calls: {} },
  fields: [
    field.id(),
    field.lookup('kind', '事件类型', 'aiEventKind', { codec: t.string, kind: 'string', readOnly: true, filterable: true, listed: true, excel: true }),
    field.datetime('ts', '识别时间', { readOnly: true, filterable: true, sortable: true, listed: true, excel: true }),
    field.number('confidence', '置信度', { readOnly: true, listed: true }),
    field.switch('handled', '已处理', { codec: BooleanFromAny, kind: 'boolean', filterable: true, listed: true, excel: true }),
    field.datetime('handledAt', '处理时间', { readOnly: true }),
    field.remote('handledBy', '处理人', 'user', { readOnly: true }),
    field.remote('deviceId', '摄像头', 'device', { readOnly: true, filterable: true }),
    field.remote('projectId', '项目', 'project', { readOnly: true, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.district('districtCode', '所属区域', { readOnly: true }),
  ],
});
