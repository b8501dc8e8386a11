import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

const L = { filterable: true, listed: true, excel: true } as const;

/**
 * 证书管理 (issue 21, Deliver 5; docs/decisions/0650, 0651): a worker's special-operation certificate — kind, number
 * (unique per kind within the project), issuer, validity (有效期至 not before 有效期自), a scan. The row takes its
 * worker's project. Its validity on the site's day (有效 / 30天内到期 / 已过期) is computed; a daily job notifies the
 * project's managers 30 and 7 days ahead and on the day; the gate and the roster read the required kinds through
 * the view `worker_gate_documents`.
 */
export const workerCertificateRecord = declareRecord({
  name: 'workerCertificate',
  title: '证书',
  table: 'worker_certificates',
  permission: { page: PAGE.personnel, subPage: SUBPAGE.certificate },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  key: { fields: ['certificateKind', 'certNumber'], per: 'project' },
  dateOrder: [{ earlier: 'validFrom', later: 'validTo' }],
  api: {
    prefix: '/api/WorkerCertificate',
    alias: 'workerCertificate',
    calls: {
      list: { method: 'GET', action: 'WhereCertificateList' },
      detail: { method: 'GET', action: 'GetCertificateDetail' },
      create: { method: 'POST', action: 'CreateCertificate' },
      update: { method: 'POST', action: 'ModifyCertificate' },
      delete: { method: 'POST', action: 'DeleteCertificate' },
    },
  },
  fields: [
    field.id(),
    field.remote('workerId', '持证人', 'worker', { required: true, ...L }),
    field.lookup('certificateKind', '证书类别', 'certificateKind', { required: true, ...L }),
    field.code('certNumber', '证书编号', { required: true, maxLength: 50, sortable: true, ...L }),
    field.text('issuer', '发证机关', { maxLength: 100, listed: true, excel: true }),
    field.date('validFrom', '有效期自', { required: true, listed: true, excel: true }),
    field.date('validTo', '有效期至', { required: true, sortable: true, ...L }),
    { ...field.computed('validity', '有效状态', ['valid_to'], '有效期至早于今天为已过期，30天内为30天内到期，否则有效', { ...L }), input: { type: 'lookup', table: 'certificateValidity' }, kind: 'number' },
    field.attachments('scan', '证书扫描件', 'file', { max: 2 }),
    field.text('remark', '备注', { maxLength: 200, excel: true }),
    field.remote('projectId', '所属项目', 'project', { readOnly: true, filterable: true, listed: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
