import * as t from 'io-ts';
import { param } from '../call-params/call-param';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true, excel: true } as const;

/**
 * The real-name roster (人员花名册, 实名制; SPEC §1 personnel; docs/decisions/0160, 0630–0633): one row per worker and
 * project, registered in the project back office and read by the personnel screens. The ID number is sent once
 * and kept as a keyed hash (matching), encrypted (the audited 查看证件号, its own button) and masked (every answer and
 * export); gender, birth date and year are derived from it on the server. One registration of an ID per project;
 * an ID on the company's 黑名单 is refused with its reason. 退场 is a workflow move writing the exit date.
 */
export const workerRecord = declareRecord({
  name: 'worker',
  title: '人员花名册',
  table: 'workers',
  permission: { page: PAGE.personnel, subPage: SUBPAGE.personnelData },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/Worker',
    alias: 'worker',
    calls: {
      list: { method: 'GET', action: 'WhereWorkerList' },
      detail: { method: 'GET', action: 'GetWorkerDetail' },
      create: { method: 'POST', action: 'CreateWorker' },
      update: { method: 'POST', action: 'ModifyWorker' },
      delete: { method: 'POST', action: 'DeleteWorker' },
    },
    more: {
      exit: { method: 'POST', action: 'ExitWorker', button: 'edit' },
      revealIdCard: {
        method: 'GET', action: 'GetWorkerIdCard', button: 'revealId', summary: '查看证件号：一名工人的完整身份证号（审计）',
        params: { id: param.id('工人编号', ['rec_id', 'workerId'], { required: m.idRequired }) },
      },
    },
  },
  workflows: [{
    field: 'rosterStatus', lookup: 'workerStatus', initial: 1,
    transitions: [{ from: [1], to: 2, button: 'edit', label: '退场', call: 'exit', fields: ['exitDate'] }],
  }],
  dateOrder: [{ earlier: 'entryDate', later: 'exitDate' }],
  fields: [
    field.id({ excel: true }),
    field.text('workerName', '姓名', { required: m.realNameRequired, maxLength: 50, sortable: true, ...L }),
    field.identity('idCard', '身份证号', 'idCard', { column: 'id_card_masked', required: true, listed: true, excel: true }),
    field.lookup('gender', '性别', 'gender', { readOnly: true, listed: true, excel: true }),
    field.date('birthDate', '出生日期', { readOnly: true, excel: true }),
    field.number('birthYear', '出生年份', { readOnly: true }),
    field.phone('phone', '手机号码', { listed: true, excel: true }),
    field.attachments('photo', '照片', 'image', { max: 1 }),
    field.lookup('workType', '人员类型', 'personType', { required: true, ...L }),
    field.text('tradeName', '工种', { maxLength: 20, listed: true, excel: true }),
    field.text('teamName', '班组', { maxLength: 50, ...L }),
    field.code('accessCardNo', '门禁卡号', { maxLength: 32, excel: true }),
    field.remote('employerId', '用工单位', 'organisation', { choiceParams: { orgType: 6 }, filterable: true }),
    field.lookup('bankAccountStatus', '银行账户状态', 'bankAccountStatus', { readOnly: true, filterable: true, listed: true }),
    field.date('entryDate', '进场日期', { required: true, sortable: true, ...L }),
    // Written by the 退场 move (its dialog asks for it), not by the form.
    field.date('exitDate', '退场日期', { readOnly: true, required: true, filterable: true, excel: true }),
    field.text('emergencyContact', '紧急联系人', { maxLength: 50, excel: true }),
    field.phone('emergencyPhone', '紧急联系电话', { excel: true }),
    field.lookup('rosterStatus', '状态', 'workerStatus', { readOnly: true, filterable: true, listed: true }),
    field.computed('onSite', '在场', ['exit_date'], '无退场日期或退场日期在今天之后为在场', { codec: t.boolean }),
    // The gate's documents (docs/decisions/0654): a signed contract covering today, the required certificates.
    { ...field.computed('contractFlag', '合同', ['labour_contracts'], '有覆盖今天的已签订合同为已签，否则未签', { filterable: true, listed: true, excel: true }), input: { type: 'lookup', table: 'contractFlag' }, kind: 'number' },
    { ...field.computed('certificateState', '证书', ['worker_certificates', 'work_type'], '工种所需证书今天有效为正常，30天内到期为即将到期，已过期或缺少为已过期 / 缺证', { filterable: true, listed: true, excel: true }), input: { type: 'lookup', table: 'certificateState' }, kind: 'number' },
    field.remote('projectId', '项目', 'project', { required: m.projectRequired, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
