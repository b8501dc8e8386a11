import * as t from 'io-ts';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * The real-name roster (实名制花名册; SPEC §1 personnel; docs/decisions/0160): one row per worker and project,
 * read by the personnel screens. Only the masked ID number is stored. No back-office calls yet: the personnel
 * issue adds them to `api` (a worker is then the person other records link to by ID number).
 */
export const workerRecord = declareRecord({
  name: 'worker',
  title: '人员花名册',
  table: 'workers',
  permission: { page: PAGE.personnel, subPage: SUBPAGE.personnelData },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: { prefix: '/api/Worker', alias: 'worker', calls: {} },
  fields: [
    field.id(),
    field.text('workerName', '姓名', { required: m.realNameRequired, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true }),
    field.identity('idCard', '身份证号', 'idCard', { column: 'id_card_masked', readOnly: true, listed: true, excel: true }),
    field.lookup('gender', '性别', 'gender', { listed: true, excel: true }),
    field.number('birthYear', '出生年份', { excel: true }),
    field.text('teamName', '班组', { maxLength: 50, filterable: true, listed: true, excel: true }),
    field.lookup('workType', '工种', 'personType', { filterable: true, listed: true, excel: true }),
    field.lookup('bankAccountStatus', '银行账户状态', 'bankAccountStatus', { filterable: true, listed: true }),
    field.date('entryDate', '进场日期', { filterable: true, sortable: true, listed: true, excel: true }),
    field.date('exitDate', '退场日期', { filterable: true, excel: true }),
    field.computed('onSite', '在场', ['exit_date'], '无退场日期或退场日期在今天之后为在场', { codec: t.boolean }),
    field.remote('projectId', '项目', 'project', { filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
