import type { InspectionTemplate } from './inspection-template';
import type { ProjectChoice } from './template-form';
import { TEMPLATE_DEVICE_TYPES, emptyTemplateForm, selectProject, templateFormFromTemplate } from './template-form';

const projects: ProjectChoice[] = [
  { id: 7, projectName: '城南安置房项目' },
  { id: '8', projectName: '地铁3号线' },
];

describe('template form', () => {
  it('starts a new template with nothing chosen, not even the device type (decision 0622); every viewer type offered', () => {
    expect(TEMPLATE_DEVICE_TYPES).toEqual(['配电箱', '起重机', '机械设备', '挖掘机', '搅拌站', '行走设备', '钢丝绳', '龙门吊']);
    expect(emptyTemplateForm()).toEqual({ id: undefined, deviceType: '', projectName: '', projectId: undefined, description: '', contentName: '', otherList: '', machineryList: '', repairList: '', maintainList: '' });
  });

  it('fills the edit form from a template as read', () => {
    const template: InspectionTemplate = {
      id: 42,
      deviceType: '挖掘机',
      contentName: '挖掘机日检',
      description: '每日开机前检查',
      projectName: '地铁3号线',
      projectId: '8',
      otherList: '[{"typeName":"a","content":[]}]',
      machineryList: '',
      repairList: '',
      maintainList: '',
    };
    expect(templateFormFromTemplate(template)).toEqual({ ...template });
  });

  it('writes list fields that arrived parsed as JSON text', () => {
    const template = { id: 1, otherList: [{ typeName: 'a', content: [] }] } as unknown as InspectionTemplate;
    const form = templateFormFromTemplate(template);
    expect(form.otherList).toBe('[{"typeName":"a","content":[]}]');
    expect(form.machineryList).toBe('');
    expect(form.deviceType).toBe('');
  });

  it.each<[string, number | string | undefined]>([
    ['城南安置房项目', 7],
    ['地铁3号线', '8'],
    [' 地铁3号线 ', '8'],
    ['不存在的项目', undefined],
    ['', undefined],
  ])('choosing project %p sets projectId %p', (name, id) => {
    const form = selectProject({ ...emptyTemplateForm(), projectId: 99 }, projects, name);
    expect(form.projectName).toBe(name);
    expect(form.projectId).toBe(id);
  });
});
