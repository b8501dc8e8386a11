import 'reflect-metadata';
import { endpoints } from '@worksite/contract';
import { loginData, templatePage } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { SessionViewModel } from '../session/session-view-model';
import { ChecklistEditorViewModel } from './checklist-editor-view-model';
import { TemplateFormViewModel } from './template-form-view-model';

const listOf = <T>(data: T[]) => ({ data, page: { has_next: false, has_prev: false, p_index: 1, p_size: 999, record_count: data.length } });

async function setup() {
  const rig = createTestRig();
  rig.gateway.on(endpoints.login, () => loginData({}, [templatePage(['add', 'edit'])]));
  await rig.container.get(SessionViewModel).login({ userName: 'enterprise_demo', password: 'b' });
  rig.gateway.on(endpoints.dictionaryGroupList, (p) =>
    listOf(p.fieldName === 'DeviceType' ? [{ selContent: '搅拌站' }, { selContent: '挖掘机' }] : [{ selContent: '老项目' }]),
  );
  rig.gateway.on(endpoints.projectList, () => listOf([{ id: 3, projectName: '城南安置房项目' }]));
  rig.gateway.on(endpoints.templateCreate, () => undefined);
  rig.gateway.on(endpoints.templateUpdate, () => undefined);
  return { ...rig, form: rig.container.get(TemplateFormViewModel) };
}

describe('TemplateFormViewModel: dialog (SPEC §2.8)', () => {
  test('新建模板 / 新增 with no device type chosen, every type offered, and the choice lists loaded', async () => {
    const { form, gateway } = await setup();
    await form.openCreate();
    expect(form.open).toBe(true);
    expect(form.title).toBe('新建模板');
    expect(form.submitLabel).toBe('新增');
    expect(form.form.deviceType).toBe('');
    expect(form.deviceTypeOptions).toEqual(['配电箱', '起重机', '机械设备', '挖掘机', '搅拌站', '行走设备', '钢丝绳', '龙门吊']);
    expect(form.projectNameOptions).toEqual(['城南安置房项目', '老项目']);
    expect(gateway.paramsOf(endpoints.dictionaryGroupList)).toEqual([
      { index: 0, size: 999, tableName: 'routInspManage', fieldName: 'DeviceType', fieldValue: '', strWhere: '' },
      { index: 0, size: 999, tableName: 'routInspManage', fieldName: 'ProjectName', fieldValue: '', strWhere: '' },
    ]);
    expect(gateway.paramsOf(endpoints.projectList)).toEqual([{ index: 0, size: 100 }]);
  });

  test('编辑模板 / 修改 filled from the detail', async () => {
    const { form, gateway } = await setup();
    gateway.on(endpoints.templateDetail, () => ({ id: 9, deviceType: '挖掘机', contentName: '周检', description: 'd', projectName: '城南安置房项目', projectId: 3 }));
    expect(await form.openEdit(9)).toBe(true);
    expect(gateway.paramsOf(endpoints.templateDetail)).toEqual([{ rec_id: 9, user_id: 7 }]);
    expect(form.title).toBe('编辑模板');
    expect(form.submitLabel).toBe('修改');
    expect(form.form).toMatchObject({ id: 9, deviceType: '挖掘机', contentName: '周检', projectId: 3 });
  });
});

describe('TemplateFormViewModel: validation in SPEC order (SPEC §5)', () => {
  test.each([
    [{ deviceType: '' }, 'deviceType', '请选择设备类型'],
    [{ projectName: '' }, 'projectName', '请选择项目名称'],
    [{ description: '' }, 'description', '请输入模板描述'],
    [{ contentName: '' }, 'contentName', '请输入模板名称'],
  ] as const)('%j → %s: %s', async (blank, field, message) => {
    const { form, gateway } = await setup();
    await form.openCreate();
    for (const [k, v] of Object.entries({ deviceType: '搅拌站', projectName: '城南安置房项目', description: '每日开机前检查', contentName: '搅拌站日检', ...blank })) {
      form.setField(k as never, v);
    }
    expect(await form.submit()).toBe(false);
    expect(form.errors[field]).toBe(message);
    expect(form.firstError).toBe(message);
    expect(gateway.paramsOf(endpoints.templateCreate)).toEqual([]);
  });

  test('an untouched form (no device type preset) reports device type first, then the rest in order', async () => {
    const { form } = await setup();
    await form.openCreate();
    await form.submit();
    expect(form.firstError).toBe('请选择设备类型');
    expect(Object.values(form.errors).filter(Boolean)).toEqual(['请选择设备类型', '请选择项目名称', '请输入模板描述', '请输入模板名称']);
  });

  test('choosing a project name sets project_id from the matching project', async () => {
    const { form } = await setup();
    await form.openCreate();
    form.setField('projectName', '城南安置房项目');
    expect(form.form.projectId).toBe(3);
    form.setField('projectName', '老项目');
    expect(form.form.projectId).toBeUndefined();
  });
});

describe('TemplateFormViewModel: save (SPEC §3, §8)', () => {
  async function filled() {
    const s = await setup();
    await s.form.openCreate();
    s.form.setField('deviceType', '搅拌站');
    s.form.setField('projectName', '城南安置房项目');
    s.form.setField('description', '每日开机前检查');
    s.form.setField('contentName', '搅拌站日检');
    return s;
  }

  test('新增 sends the SPEC payload and says 提交成功', async () => {
    const { form, gateway, notifier } = await filled();
    expect(await form.submit()).toBe(true);
    expect(gateway.paramsOf(endpoints.templateCreate)).toEqual([
      {
        answer_list: '', company_name: '华建第一工程有限公司（总部）', content_name: '搅拌站日检', project_name: '城南安置房项目',
        project_id: 3, content_type: '', description: '每日开机前检查', device_type: '搅拌站', fromplat: 'pc', other_list: '',
        machinery_list: '', repair_list: '', maintain_list: '', question_limit: 0, question_order: '', question_type: 1,
        rec_id: 0, user_id: 7, user_name: 'enterprise_demo', wid: 11,
      },
    ]);
    expect(notifier.messages('success')).toEqual(['提交成功']);
    expect(form.open).toBe(false);
  });

  test('新增 refused → 新增模板失败, the dialog stays', async () => {
    const { form, gateway, notifier } = await filled();
    gateway.fail(endpoints.templateCreate, 'x');
    expect(await form.submit()).toBe(false);
    expect(notifier.messages('error')).toEqual(['新增模板失败']);
    expect(form.open).toBe(true);
  });

  test('修改 sends rec_id = the template id and says 修改成功; refused → 修改模板失败', async () => {
    const { form, gateway, notifier } = await setup();
    gateway.on(endpoints.templateDetail, () => ({ id: 9, deviceType: '挖掘机', contentName: '周检', description: 'd', projectName: '城南安置房项目', projectId: 3 }));
    await form.openEdit(9);
    expect(await form.submit()).toBe(true);
    expect(gateway.paramsOf(endpoints.templateUpdate)[0]).toMatchObject({ rec_id: 9, project_id: 3, device_type: '挖掘机' });
    expect(notifier.messages('success')).toEqual(['修改成功']);
    gateway.fail(endpoints.templateUpdate, 'x');
    await form.openEdit(9);
    expect(await form.submit()).toBe(false);
    expect(notifier.messages('error')).toEqual(['修改模板失败']);
  });
});

describe('TemplateFormViewModel: the checklist editor (issue 11, docs/decisions/0392)', () => {
  test('groups, questions and options edited in the dialog save as the SPEC question-list text; the preview follows', async () => {
    const { form, gateway } = await setup();
    await form.openCreate();
    for (const [k, v] of Object.entries({ deviceType: '搅拌站', projectName: '城南安置房项目', description: '每日开机前检查', contentName: '搅拌站日检' })) {
      form.setField(k as 'projectName', v);
    }
    const editor = new ChecklistEditorViewModel(form);
    expect(editor.activeSection).toBe('inspection');
    expect(editor.preview?.empty).toBe(true);
    editor.addGroup();
    editor.renameGroup(0, '日常检查');
    editor.addQuestion(0);
    editor.renameQuestion(0, 0, '电源是否正常');
    editor.renameOption(0, 0, 1, '故障');
    expect(editor.questions[0]?.content[0]?.childList.map((o) => o.name)).toEqual(['正常', '故障']);
    expect(editor.questionCount('inspection')).toBe(1);
    expect(editor.preview?.title).toBe('巡检模板');
    // 搅拌站: SPEC §2.9's style of one row per answer, the question spanning them.
    expect(editor.preview?.style).toBe('answer-rows');
    const cells = editor.preview?.rows.flatMap((r) => r.cells.map((c) => (c.kind === 'text' ? c.text : c.options.map((o) => o.label).join('/'))));
    expect(cells?.filter((c) => c !== '')).toEqual(['日常检查', '电源是否正常', '正常', '故障']);

    editor.select('repair');
    editor.addGroup();
    editor.renameGroup(0, '维修记录');
    expect(await form.submit()).toBe(true);
    const [payload] = gateway.paramsOf(endpoints.templateCreate) as Record<string, unknown>[];
    expect(payload?.other_list).toBe(
      '[{"typeName":"日常检查","content":[{"id":"1","name":"电源是否正常","value":"","childList":[' +
        '{"id":"2","name":"正常","value":"正常","childList":[]},{"id":"3","name":"故障","value":"故障","childList":[]}]}]}]',
    );
    // A group left without a question is not saved (decision 0622).
    expect(payload?.repair_list).toBe('');
    expect(payload?.machinery_list).toBe('');
  });

  test('text it cannot read: the section message, the raw text to fix, no edits applied', async () => {
    const { form } = await setup();
    await form.openCreate();
    form.setField('otherList', '{oops');
    const editor = new ChecklistEditorViewModel(form);
    expect(editor.error).toBe('巡检内容格式不正确');
    editor.addGroup();
    expect(form.form.otherList).toBe('{oops');
    editor.setText('');
    expect(editor.error).toBeUndefined();
    expect(editor.questions).toEqual([]);
  });
});

describe('TemplateFormViewModel: unsaved input asks before it is dropped (docs/decisions/0591)', () => {
  test('dirty only after a change (not after the choices load), 取消 keeps it open, 确定 closes it', async () => {
    const { form, dialog } = await setup();
    await form.openCreate();
    expect(form.dirty).toBe(false);
    form.setField('contentName', '搅拌站日检');
    expect(form.dirty).toBe(true);
    dialog.willAnswer(false, true);
    expect([await form.requestClose(), form.open]).toEqual([false, true]);
    expect([await form.requestClose(), form.open, form.dirty]).toEqual([true, false, false]);
    expect(dialog.requests.map((r) => r.message)).toEqual(['有未保存的内容，确定离开吗？', '有未保存的内容，确定离开吗？']);
  });
});
