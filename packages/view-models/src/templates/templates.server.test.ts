import 'reflect-metadata';
import { useTestServer } from '@worksite/server/testing';
import { serverRig } from '../session/testing/server-rig';
import { TemplateListViewModel } from './template-list-view-model';

const server = useTestServer();

async function signIn(userName: string) {
  const r = await serverRig(server.baseUrl, userName);
  expect(r.ok).toBe(true);
  return { ...r, list: r.container.get(TemplateListViewModel) };
}

describe('template list on the real server (SPEC §2.8, §5, §8)', () => {
  test('enterprise_demo: list, 新建模板 with every validation message, 提交成功, 编辑/修改成功, 查看, 删除', async () => {
    const { list, notifier, dialog } = await signIn('enterprise_demo');
    await list.load();
    expect(list.createAction?.label).toBe('新建模板');
    expect(list.rowActions(list.rows[0]!).map((a) => a.label)).toEqual(['查看', '编辑', '删除']);
    const before = list.total;

    const form = list.form;
    await list.openCreate();
    expect(form.title).toBe('新建模板');
    expect(form.submitLabel).toBe('新增');
    expect(form.deviceTypeOptions).toContain('搅拌站');
    expect(form.projects.map((p) => p.projectName)).toEqual(['前海交通枢纽配套工程', '南山科技园综合楼项目']);
    form.setField('deviceType', '');
    expect(await list.submitForm()).toBe(false);
    expect(form.firstError).toBe('请选择设备类型');
    form.setField('deviceType', '搅拌站');
    await list.submitForm();
    expect(form.firstError).toBe('请选择项目名称');
    const project = form.projects[0]!;
    form.setField('projectName', project.projectName);
    expect(form.form.projectId).toBe(project.id);
    await list.submitForm();
    expect(form.firstError).toBe('请输入模板描述');
    form.setField('description', '每日开机前检查');
    await list.submitForm();
    expect(form.firstError).toBe('请输入模板名称');
    form.setField('contentName', '视图模型测试模板');
    expect(await list.submitForm()).toBe(true);
    expect(notifier.messages('success')).toEqual(['提交成功']);
    expect(list.total).toBe(before + 1);

    await list.setPageSize(40);
    const created = list.rows.find((r) => r.contentName === '视图模型测试模板');
    expect(created).toMatchObject({ deviceType: '搅拌站', description: '每日开机前检查', projectName: project.projectName });

    await list.openEdit(created!);
    expect(form.title).toBe('编辑模板');
    expect(form.submitLabel).toBe('修改');
    expect(form.form.contentName).toBe('视图模型测试模板');
    form.setField('description', '每周检查');
    expect(await list.submitForm()).toBe(true);
    expect(notifier.messages('success')).toEqual(['提交成功', '修改成功']);
    expect(list.rows.find((r) => r.id === created!.id)?.description).toBe('每周检查');

    list.view(created!);
    expect(list.viewer.sections.map((s) => s.title)).toEqual(['巡检模板', '操作模板', '维修模板', '保养模板']);

    dialog.alwaysAnswer(false);
    expect(await list.remove(created!)).toBe(false);
    expect(notifier.messages('info')).toEqual(['已取消删除']);
    dialog.alwaysAnswer(true);
    expect(await list.remove(created!)).toBe(true);
    expect(notifier.messages('success')).toContain('删除成功!');
    expect(list.rows.find((r) => r.id === created!.id)).toBeUndefined();
    expect(list.total).toBe(before);
  });

  test('readonly_demo: the list without 新建模板, 删除 or 编辑', async () => {
    const { list } = await signIn('readonly_demo');
    await list.load();
    expect(list.createAction).toBeUndefined();
    expect(list.rowActions({ id: 1 }).map((a) => a.label)).toEqual(['查看']);
  });
});
