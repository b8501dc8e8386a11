import * as t from 'io-ts';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

/** Material samples tested by a testing institution (见证取样; docs/decisions/0220), read by the testing screen. */
export const testSampleRecord = declareRecord({
  name: 'testSample',
  title: '检测样品',
  table: 'test_samples',
  permission: { page: PAGE.quality, subPage: SUBPAGE.qualityCheck },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'sampling_time',
  api: { prefix: '/api/TestSample', alias: 'testSample', calls: {} },
  fields: [
    field.id(),
    field.code('sampleNo', '样品编号', { maxLength: 40, filterable: true, sortable: true, listed: true, excel: true }),
    field.lookup('category', '材料类别', 'sampleCategory', { codec: t.string, kind: 'string', filterable: true, listed: true, excel: true }),
    field.text('spec', '规格/强度等级', { maxLength: 50, listed: true, excel: true }),
    field.datetime('samplingTime', '取样时间', { filterable: true, sortable: true, listed: true, excel: true }),
    field.text('sampler', '取样人', { maxLength: 50, listed: true, excel: true }),
    field.text('witnessName', '见证人', { maxLength: 50, listed: true, excel: true }),
    field.text('institutionName', '检测机构', { maxLength: 100, filterable: true, listed: true, excel: true }),
    field.datetime('sentAt', '送检时间', { excel: true }),
    field.datetime('testedAt', '检测时间', { excel: true }),
    field.lookup('result', '检测结果', 'sampleResult', { codec: t.string, kind: 'string', filterable: true, listed: true, excel: true }),
    field.code('reportNo', '报告编号', { maxLength: 40, excel: true }),
    field.remote('projectId', '项目', 'project', { filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
