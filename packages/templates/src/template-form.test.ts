import type { InspectionTemplate } from './inspection-template';
import type { ProjectChoice } from './template-form';
import { DEFAULT_DEVICE_TYPE, emptyTemplateForm, selectProject, templateFormFromTemplate } from './template-form';

const projects: ProjectChoice[] = [
  { id: 7, projectName: '城南安置房项目' },
  { id: '8', projectName: '地铁3号线' },
];

describe('template form', () => {
  it('starts a new template with device type 搅拌站 and everything else blank', () => {
    expect(DEFAULT_DEVICE_TYPE).toBe('搅拌站');
    expect(emptyTemplateForm()).toEqual({ id: undefined, deviceType: '搅拌站', projectName: '', projectId: undefined, description: '', contentName: '', otherList: '', machineryList: '', repairList: '', maintainList: '' });
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
