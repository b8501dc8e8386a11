import {
  TEMPLATE_CREATE_ACTION,
  TEMPLATE_DELETE_CONFIRM,
  TEMPLATE_DETAIL_DIALOG_WIDTH,
  TEMPLATE_FORM_FIELDS,
  TEMPLATE_LIST_COLUMNS,
  TEMPLATE_PAGE,
  TEMPLATE_ROW_ACTIONS,
  templateDialogText,
} from './template-page';

describe('template list page (SPEC §2.8, §8)', () => {
  it('is page deviceManage, sub-page Maintenance/template, detail dialog 60% wide', () => {
    expect(TEMPLATE_PAGE).toEqual({ page: 'deviceManage', subPage: 'Maintenance/template' });
    expect(TEMPLATE_DETAIL_DIALOG_WIDTH).toBe('60%');
  });

  it('shows 新建模板 only with the add permission', () => {
    expect(TEMPLATE_CREATE_ACTION).toEqual({ key: 'create', label: '新建模板', permission: 'add' });
  });

  it.each([
    [0, 'view', '查看', undefined],
    [1, 'edit', '编辑', 'edit'],
    [2, 'delete', '删除', 'delete'],
  ])('row button %p is %s (%s) needing %p', (i, key, label, permission) => {
    expect(TEMPLATE_ROW_ACTIONS[i]).toEqual({ key, label, permission });
  });

  it.each([
    [0, 'deviceType', '设备类型'],
    [1, 'contentName', '模板表名称'],
    [2, 'description', '模板描述'],
    [3, 'projectName', '项目'],
  ])('column %p shows %s as %s', (i, field, title) => {
    expect(TEMPLATE_LIST_COLUMNS[i]).toEqual({ field, title });
    expect(TEMPLATE_LIST_COLUMNS).toHaveLength(4);
  });

  it.each([
    ['create', '新建模板', '新增'],
    ['update', '编辑模板', '修改'],
  ] as const)('%s dialog is titled %s with button %s', (mode, title, submit) => {
    expect(templateDialogText(mode)).toEqual({ title, submit });
  });

  it('confirms delete with SPEC text, title and buttons', () => {
    expect(TEMPLATE_DELETE_CONFIRM).toEqual({
      text: '此操作将永久删除该设备, 是否继续?',
      title: '提示',
      confirmButton: '确定',
      cancelButton: '取消',
    });
  });

  it('lists the dialog fields in SPEC order', () => {
    expect(TEMPLATE_FORM_FIELDS.map((f) => [f.field, f.label, f.input, f.required])).toEqual([
      ['deviceType', '设备类型', 'select', true],
      ['projectName', '项目名称', 'select', true],
      ['description', '模板描述', 'text', true],
      ['contentName', '模板名称', 'text', true],
      ['otherList', '巡检内容', 'textarea', false],
      ['machineryList', '操作内容', 'textarea', false],
      ['repairList', '维修内容', 'textarea', false],
      ['maintainList', '保养内容', 'textarea', false],
    ]);
  });
});
