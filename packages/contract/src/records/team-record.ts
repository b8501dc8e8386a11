import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * 班组管理 (issue 21, Deliver 4; docs/decisions/0640): the teams of a project — name (unique per project), its leader
 * (a worker of the project's roster, by `worker_id`), its employer (the labour subcontractor) and work type. Project
 * scope, soft delete; the schedule (排班表) names a team by its id.
 */
export const teamRecord = declareRecord({
  name: 'team',
  title: '班组',
  table: 'teams',
  permission: { page: PAGE.personnel, subPage: SUBPAGE.team },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  key: { fields: ['teamName'], per: 'project' },
  api: {
    prefix: '/api/Team',
    alias: 'team',
    calls: {
      list: { method: 'GET', action: 'WhereTeamList' },
      detail: { method: 'GET', action: 'GetTeamDetail' },
      create: { method: 'POST', action: 'CreateTeam' },
      update: { method: 'POST', action: 'ModifyTeam' },
      delete: { method: 'POST', action: 'DeleteTeam' },
    },
  },
  fields: [
    field.id({ excel: true }),
    field.text('teamName', '班组名称', { required: true, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true }),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true, listed: true }),
    field.remote('leaderWorkerId', '班组长', 'worker', { column: 'leader_worker_id', filterable: true, listed: true }),
    field.text('employerName', '所属单位', { maxLength: 100, filterable: true, listed: true, excel: true }),
    field.lookup('workType', '工种', 'personType', { filterable: true, listed: true, excel: true }),
    field.text('remark', '备注', { maxLength: 200, excel: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime({ listed: true }),
  ],
});
