import { decodeWith } from '../decode-with';
import { EquipmentRecordDetail } from './equipment-record-detail';
import { Template, TemplateSavePayload } from './template';

const payload = {
  answer_list: '', company_name: '示范集团', content_name: '搅拌站日检', project_name: '一号项目', project_id: 3,
  content_type: '', description: '每日点检', device_type: '搅拌站', fromplat: 'pc', other_list: '[]',
  machinery_list: '[]', repair_list: '[]', maintain_list: '[]', question_limit: 0, question_order: '',
  question_type: 1, rec_id: 0, user_id: 7, user_name: '张三', wid: 11,
};

describe('TemplateSavePayload', () => {
  it('accepts SPEC §3 payload, also form-encoded (all strings)', () => {
    expect(decodeWith(TemplateSavePayload, payload).ok).toBe(true);
    const form = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)]));
    const r = decodeWith(TemplateSavePayload, form);
    expect(r.ok && r.value.rec_id).toBe(0);
    expect(r.ok && r.value.wid).toBe(11);
  });

  it('drops keys outside SPEC (token, company_id smuggled in)', () => {
    const r = decodeWith(TemplateSavePayload, { ...payload, token: 't', company_id: 99 });
    expect(r.ok && Object.keys(r.value).sort()).toEqual(Object.keys(payload).sort());
  });

  it.each([
    ['wid', 12],
    ['question_type', 0],
    ['question_limit', 1],
    ['answer_list', 'x'],
    ['fromplat', 'web'],
    ['rec_id', 'abc'],
    ['device_type', undefined],
  ])('refuses %s = %p', (key, value) => {
    expect(decodeWith(TemplateSavePayload, { ...payload, [key]: value }).ok).toBe(false);
  });
});

describe('Template (as read) and EquipmentRecordDetail', () => {
  it('accepts a template row with null fields', () => {
    const r = decodeWith(Template, { id: '4', deviceType: '搅拌站', contentName: 'a', description: null, projectId: '3', otherList: '[]' });
    expect(r.ok && r.value.description).toBeUndefined();
    expect(r.ok && r.value.projectId).toBe(3);
  });

  it('refuses a template without id or with a list that is not text', () => {
    expect(decodeWith(Template, { deviceType: 'x' }).ok).toBe(false);
    expect(decodeWith(Template, { id: 1, otherList: [] }).ok).toBe(false);
  });

  it('accepts a record detail', () => {
    expect(decodeWith(EquipmentRecordDetail, { deviceType: '塔吊', otherList: '[]', machineryList: '', repairList: '[]', maintainList: '[]' }).ok).toBe(true);
    expect(decodeWith(EquipmentRecordDetail, { deviceType: 3 }).ok).toBe(false);
  });
});
