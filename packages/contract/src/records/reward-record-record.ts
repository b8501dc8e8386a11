import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true } as const;

/**
 * 诚信评价 › 奖励记录 (SPEC §1 names the page only; fields and paths chosen, docs/decisions/0425): a reward of a
 * person or unit, optionally on one project — what for, when and the points added. With a project the record
 * belongs to the project's company, else to the caller's current company.
 */
export const rewardRecordRecord = declareRecord({
  name: 'rewardRecord',
  title: '奖励记录',
  table: 'reward_records',
  permission: { page: PAGE.integrity, subPage: SUBPAGE.reward },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/Reward',
    alias: 'reward',
    calls: {
      list: { method: 'GET', action: 'WhereRewardList' },
      detail: { method: 'GET', action: 'GetRewardDetail' },
      create: { method: 'POST', action: 'CreateReward' },
      update: { method: 'POST', action: 'ModifyReward' },
      delete: { method: 'POST', action: 'DeleteReward' },
    },
  },
  fields: [
    field.id(),
    field.text('subjectName', '对象名称', { required: m.objectNameRequired, maxLength: 100, sortable: true, ...L }),
    field.remote('projectId', '所属项目', 'project', L),
    field.lookup('category', '奖励类别', 'rewardCategory', { required: m.rewardCategoryRequired, ...L }),
    field.multiline('description', '奖励说明', { maxLength: 1000, listed: true }),
    field.date('rewardDate', '奖励日期', { required: m.rewardDateRequired, rules: [{ check: 'date', message: m.formatInvalid('奖励日期') }], sortable: true, ...L }),
    field.number('bonus', '加分', { rules: [{ check: 'score', message: m.scoreInvalid('加分') }], listed: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
