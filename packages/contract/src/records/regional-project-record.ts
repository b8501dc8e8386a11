import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

/**
 * 区域项目 (区域管理; docs/decisions/0431): the caller's projects with their 管理区域, read-only — the view
 * `regional_projects` over the projects (the project's own page, 项目列表, sets its area). Scoped as projects are:
 * company subtree, a project user's projects, a government user's district.
 */
export const regionalProjectRecord = declareRecord({
  name: 'regionalProject',
  title: '区域项目',
  table: 'regional_projects',
  permission: { page: PAGE.regional, subPage: SUBPAGE.regionalProject },
  scope: 'company',
  scopeColumns: { company: 'company_id', project: 'project_id', district: 'district_code' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/RegionalProject',
    alias: 'regionalProject',
    calls: {
      list: { method: 'GET', action: 'WhereRegionalProjectList' },
      detail: { method: 'GET', action: 'GetRegionalProjectDetail' },
    },
  },
  fields: [
    field.id(),
    field.text('projectName', '项目名称', { readOnly: true, filterable: true, sortable: true, listed: true }),
    field.code('projectNo', '项目编号', { readOnly: true, filterable: true, listed: true }),
    field.text('areaName', '管理区域', { readOnly: true, filterable: true, sortable: true, listed: true }),
    field.district('districtCode', '所在行政区', { readOnly: true, filterable: true, listed: true }),
    field.lookup('projectStatus', '项目状态', 'projectStatus', { readOnly: true, filterable: true, listed: true }),
    field.date('startDate', '开工日期', { readOnly: true, filterable: true, sortable: true, listed: true }),
    field.text('projectManager', '项目经理', { readOnly: true, listed: true }),
  ],
});
