import { NEW_TEMPLATE_REC_ID, TEMPLATE_WID, buildSavePayload } from './build-save-payload';
import type { TemplateSaveContext, TemplateSaveMode } from './build-save-payload';
import type { TemplateForm } from './template-form';

const ctx: TemplateSaveContext = { userId: 5, userName: '张三', companyName: '中建示范公司', fromplat: 'pc' };

const form: TemplateForm = {
  id: 42,
  deviceType: '搅拌站',
  projectName: '城南安置房项目',
  projectId: 7,
  description: ' 每日开机前检查 ',
  contentName: '搅拌站日检',
  otherList: '[{"typeName":"a","content":[]}]',
  machineryList: '',
  repairList: '',
  maintainList: '',
};

describe('buildSavePayload (SPEC §3)', () => {
  it('uses SPEC constants wid 11 and rec_id 0 for new', () => {
    expect(TEMPLATE_WID).toBe(11);
    expect(NEW_TEMPLATE_REC_ID).toBe(0);
  });

  it.each<[TemplateSaveMode, number]>([
    ['create', 0],
    ['update', 42],
  ])('%s sends rec_id %p and every field of SPEC §3', (mode, recId) => {
    expect(buildSavePayload(form, ctx, mode)).toEqual({
      answer_list: '',
      company_name: '中建示范公司',
      content_name: '搅拌站日检',
      project_name: '城南安置房项目',
      project_id: 7,
      content_type: '',
      description: '每日开机前检查',
      device_type: '搅拌站',
      fromplat: 'pc',
      other_list: '',
      machinery_list: '',
      repair_list: '',
      maintain_list: '',
      question_limit: 0,
      question_order: '',
      question_type: 1,
      rec_id: recId,
      user_id: 5,
      user_name: '张三',
      wid: 11,
    });
  });

  it('drops the groups without a question (decision 0622); a list without one is sent as typed', () => {
    const kept = '[{"typeName":"日常检查","content":[{"id":"1","name":"电源","value":"","childList":[]}]}]';
    const typed = ` [{"typeName":"空组","content":[]},${kept.slice(1, -1)},{"typeName":"","content":[]}] `;
    const payload = buildSavePayload({ ...form, otherList: typed, machineryList: ` ${kept} `, repairList: '[{"typeName":"空组"}]' }, ctx, 'create');
    expect([payload.other_list, payload.machinery_list, payload.repair_list, payload.maintain_list]).toEqual([kept, kept, '', '']);
  });

  it('sends project_id "" when no project was matched', () => {
    expect(buildSavePayload({ ...form, projectId: undefined }, ctx, 'create').project_id).toBe('');
  });

  it('refuses an update without a template id', () => {
    expect(() => buildSavePayload({ ...form, id: undefined }, ctx, 'update')).toThrow(/template id/);
  });
});
