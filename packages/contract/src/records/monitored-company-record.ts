import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * 监视企业 (监管管理; paths chosen, docs/decisions/0432): the companies the signed-in user watches — the rows of
 * `watched_companies` behind the user menu's 监视公司 and 用户管理's 监视公司 dialog, read through the view
 * `monitored_companies` with each company's name, type, district, live projects and open alarms (its subtree).
 * 新增 watches a company the caller administers (the dialog's offer), 删除 stops watching; each user sees and
 * changes only their own rows (scope `user`). There is nothing to edit in a watch.
 */
export const monitoredCompanyRecord = declareRecord({
  name: 'monitoredCompany',
  title: '监视企业',
  table: 'monitored_companies',
  permission: { page: PAGE.supervision, subPage: SUBPAGE.monitorCompany },
  scope: 'user',
  defaultSort: 'id',
  api: {
    prefix: '/api/MonitoredCompany',
    alias: 'monitoredCompany',
    calls: {
      list: { method: 'GET', action: 'WhereMonitoredCompanyList' },
      detail: { method: 'GET', action: 'GetMonitoredCompanyDetail' },
      create: { method: 'POST', action: 'CreateMonitoredCompany' },
      delete: { method: 'POST', action: 'DeleteMonitoredCompany' },
    },
  },
  fields: [
    field.id(),
    field.remote('companyId', '企业', 'company', { required: m.watchedCompanyRequired, labelKey: 'enterpriseName' }),
    field.text('enterpriseName', '企业名称', { readOnly: true, filterable: true, sortable: true, listed: true }),
    field.lookup('companyType', '企业类型', 'companyType', { readOnly: true, filterable: true, listed: true }),
    field.district('districtCode', '所属区域', { readOnly: true, filterable: true, listed: true }),
    field.number('projectCount', '项目数', { readOnly: true, sortable: true, listed: true }),
    field.number('openAlarmCount', '未处理报警', { readOnly: true, sortable: true, listed: true }),
    field.datetime('createTime', '监视时间', { readOnly: true, sortable: true, listed: true }),
  ],
});
