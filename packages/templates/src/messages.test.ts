import { DEVICE_TYPE_NAMES, TEMPLATE_LABELS, TEMPLATE_MESSAGES } from './messages';

describe('template messages are SPEC text to the character', () => {
  it.each<[keyof typeof TEMPLATE_MESSAGES, string]>([
    ['deviceTypeRequired', '请选择设备类型'],
    ['projectNameRequired', '请选择项目名称'],
    ['descriptionRequired', '请输入模板描述'],
    ['contentNameRequired', '请输入模板名称'],
    ['addSuccess', '提交成功'],
    ['updateSuccess', '修改成功'],
    ['deleteSuccess', '删除成功!'],
    ['addFailed', '新增模板失败'],
    ['updateFailed', '修改模板失败'],
    ['deleteConfirm', '此操作将永久删除该设备, 是否继续?'],
    ['deleteConfirmTitle', '提示'],
    ['confirmButton', '确定'],
    ['cancelButton', '取消'],
    ['deleteCancelled', '已取消删除'],
    ['newTemplateButton', '新建模板'],
    ['createDialogTitle', '新建模板'],
    ['editDialogTitle', '编辑模板'],
    ['createSubmit', '新增'],
    ['updateSubmit', '修改'],
    ['viewAction', '查看'],
    ['deleteAction', '删除'],
    ['editAction', '编辑'],
    ['emptySection', '暂未设置模板'],
  ])('%s is %s', (key, text) => {
    expect(TEMPLATE_MESSAGES[key]).toBe(text);
  });

  it.each<[keyof typeof TEMPLATE_LABELS, string]>([
    ['inspectionTemplate', '巡检模板'],
    ['operationTemplate', '操作模板'],
    ['repairTemplate', '维修模板'],
    ['maintenanceTemplate', '保养模板'],
    ['inspectionContent', '巡检内容'],
    ['operationContent', '操作内容'],
    ['repairContent', '维修内容'],
    ['maintenanceContent', '保养内容'],
  ])('label %s is %s', (key, text) => {
    expect(TEMPLATE_LABELS[key]).toBe(text);
  });

  it('names the mixing station 搅拌站 as SPEC §2.8 does', () => {
    expect(DEVICE_TYPE_NAMES.mixingStation).toBe('搅拌站');
  });
});
