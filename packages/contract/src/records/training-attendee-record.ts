import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

/**
 * 培训人员 (issue 21, Deliver 7; docs/decisions/0643, 0644): a worker attending a training session, with the hours
 * credited and whether they passed; one row per session and worker. The session's level and project are copied
 * onto the row, so a worker's 三级教育 is a query by `worker_id` (and the view `worker_safety_education`).
 */
export const trainingAttendeeRecord = declareRecord({
  name: 'trainingAttendee',
  title: '培训人员',
  table: 'training_attendees',
  permission: { page: PAGE.training, subPage: SUBPAGE.trainingRecord },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  key: { fields: ['sessionId', 'workerId'], per: 'project' },
  api: {
    prefix: '/api/TrainingAttendee',
    alias: 'trainingAttendee',
    calls: {
      list: { method: 'GET', action: 'WhereAttendeeList' },
      create: { method: 'POST', action: 'CreateAttendee', button: 'edit' },
      update: { method: 'POST', action: 'ModifyAttendee', button: 'edit' },
      delete: { method: 'POST', action: 'DeleteAttendee', button: 'edit' },
    },
  },
  fields: [
    field.id(),
    field.remote('sessionId', '培训记录', 'trainingSession', { required: true, filterable: true, listed: true }),
    field.remote('workerId', '参训人员', 'worker', { required: true, filterable: true, listed: true }),
    field.number('hours', '学时', { unit: '学时', range: { min: 0, max: 24 }, listed: true }),
    field.switch('passed', '考核合格', { listed: true }),
    field.text('trainingLevel', '培训级别', { readOnly: true, filterable: true, listed: true }),
    field.remote('projectId', '所属项目', 'project', { readOnly: true, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
