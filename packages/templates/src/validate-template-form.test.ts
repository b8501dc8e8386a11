import type { TemplateForm, TemplateFormField } from './template-form';
import { emptyTemplateForm } from './template-form';
import { TEMPLATE_MAX_LENGTH, validateTemplateForm } from './validate-template-form';

const valid: TemplateForm = {
  ...emptyTemplateForm(),
  deviceType: '搅拌站',
  projectName: '城南安置房项目',
  projectId: 7,
  description: '每日开机前检查',
  contentName: '搅拌站日检',
};

describe('validateTemplateForm (SPEC §5)', () => {
  it('passes a complete form with blank optional lists', () => {
    expect(validateTemplateForm(valid)).toEqual({ valid: true, first: undefined, errors: {} });
  });

  it('reports every required field of a blank form, first in SPEC order', () => {
    const result = validateTemplateForm({ ...emptyTemplateForm(), deviceType: '' });
    expect(result.valid).toBe(false);
    expect(result.first).toBe('请选择设备类型');
    expect(result.errors).toEqual({
      deviceType: '请选择设备类型',
      projectName: '请选择项目名称',
      description: '请输入模板描述',
      contentName: '请输入模板名称',
    });
  });

  // Each row blanks the fields before it too, so the first message walks through SPEC's order.
  it.each<[TemplateFormField[], string]>([
    [['deviceType', 'projectName', 'description', 'contentName'], '请选择设备类型'],
    [['projectName', 'description', 'contentName'], '请选择项目名称'],
    [['description', 'contentName'], '请输入模板描述'],
    [['contentName'], '请输入模板名称'],
  ])('with %p blank the first message is %s', (fields, first) => {
    const form = { ...valid, ...Object.fromEntries(fields.map((f) => [f, '   '])) };
    expect(validateTemplateForm(form).first).toBe(first);
  });

  it('uses the chosen maximum lengths 50 and 200', () => {
    expect(TEMPLATE_MAX_LENGTH).toEqual({ contentName: 50, description: 200 });
  });

  it.each<[Partial<TemplateForm>, TemplateFormField | undefined, string | undefined]>([
    [{ contentName: '名'.repeat(50) }, undefined, undefined],
    [{ contentName: '名'.repeat(51) }, 'contentName', '模板名称不能超过50个字符'],
    [{ description: '述'.repeat(200) }, undefined, undefined],
    [{ description: '述'.repeat(201) }, 'description', '模板描述不能超过200个字符'],
    [{ contentName: '𠀀'.repeat(50) }, undefined, undefined],
  ])('length of %p gives %p %p', (patch, field, message) => {
    const result = validateTemplateForm({ ...valid, ...patch });
    expect(result.first).toBe(message);
    expect(result.errors).toEqual(field ? { [field]: message } : {});
  });

  it.each<[TemplateFormField, string]>([
    ['otherList', '巡检内容格式不正确'],
    ['machineryList', '操作内容格式不正确'],
    ['repairList', '维修内容格式不正确'],
    ['maintainList', '保养内容格式不正确'],
  ])('refuses malformed %s with %s', (field, message) => {
    const result = validateTemplateForm({ ...valid, [field]: '[{' });
    expect(result).toEqual({ valid: false, first: message, errors: { [field]: message } });
  });

  it('accepts well-formed lists and checks required fields before lists', () => {
    const list = '[{"typeName":"a","content":[{"id":1,"name":"b"}]}]';
    expect(validateTemplateForm({ ...valid, otherList: list, maintainList: list }).valid).toBe(true);
    expect(validateTemplateForm({ ...valid, contentName: '', otherList: '[' }).first).toBe('请输入模板名称');
  });
});
