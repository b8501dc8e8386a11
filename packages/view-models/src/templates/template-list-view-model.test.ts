import 'reflect-metadata';
import { endpoints, type Template } from '@worksite/contract';
import { loginData, templatePage } from '../testing/fixtures';
import { createTestRig } from '../testing/test-container';
import { SessionViewModel } from '../session/session-view-model';
import { TemplateListViewModel } from './template-list-view-model';

const row = (id: number): Template => ({ id, deviceType: '搅拌站', contentName: `模板${id}`, description: '日检', otherList: '' });

async function setup(buttons: string[] = ['add', 'edit', 'delete', 'search']) {
  const rig = createTestRig();
  rig.gateway.on(endpoints.login, () => loginData({}, [templatePage(buttons)]));
  await rig.container.get(SessionViewModel).login({ userName: 'a', password: 'b' });
  let rows = [row(1), row(2)];
  rig.gateway.on(endpoints.templateList, (p) => ({
    data: rows.slice((Number(p.index) - 1) * Number(p.size), Number(p.index) * Number(p.size)),
    page: { has_next: false, has_prev: false, p_index: Number(p.index), p_size: Number(p.size), record_count: rows.length },
  }));
  rig.gateway.on(endpoints.templateDelete, (p) => {
    rows = rows.filter((r) => r.id !== p.rec_id);
    return undefined;
  });
  const list = rig.container.get(TemplateListViewModel);
  return { ...rig, list, setRows: (r: Template[]) => (rows = r) };
}

describe('TemplateListViewModel: list and paging (SPEC §2.8)', () => {
  test('loads page 1 of size 10 for the company, not deleted', async () => {
    const { list, gateway } = await setup();
    await list.load();
    expect(gateway.paramsOf(endpoints.templateList)).toEqual([{ user_id: 7, strWhere: 'company_id = 11 and if_del = 0', size: 10, index: 1 }]);
    expect(list.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(list.total).toBe(2);
    expect(list.columns.map((c) => c.label)).toEqual(['设备类型', '模板表名称', '模板描述', '项目']);
  });

  test('pager: sizes 10, 20, 30, 40, default 10, full layout; an unknown size falls back', async () => {
    const { list } = await setup();
    expect(list.pager.sizes).toEqual([10, 20, 30, 40]);
    expect(list.pageSize).toBe(10);
    expect(list.pagerLayout).toBe('prev, pager, next, sizes, total, jumper');
    list.pageIndex = 3;
    await list.setPageSize(30);
    expect(list.pageSize).toBe(30);
    expect(list.pageIndex).toBe(1);
    await list.setPageSize(25);
    expect(list.pageSize).toBe(10);
  });
});

describe('TemplateListViewModel: buttons by permission (SPEC §2.8, §5)', () => {
  test('add, edit, delete held → 新建模板 and 查看/删除/编辑', async () => {
    const { list } = await setup();
    expect(list.createAction?.label).toBe('新建模板');
    expect(list.toolbar.map((a) => a.label)).toEqual(['新建模板']);
    expect(list.rowActions(row(1)).map((a) => a.label)).toEqual(['查看', '编辑', '删除']);
  });

  test('search only (readonly) → no 新建模板, only 查看', async () => {
    const { list } = await setup(['search']);
    expect(list.createAction).toBeUndefined();
    expect(list.toolbar).toEqual([]);
    expect(list.rowActions(row(1)).map((a) => a.label)).toEqual(['查看']);
  });
});

describe('TemplateListViewModel: delete (SPEC §4, §8)', () => {
  test('confirm → 删除成功! and the list reloads', async () => {
    const { list, dialog, notifier, gateway } = await setup();
    await list.load();
    expect(await list.remove(row(1))).toBe(true);
    expect(dialog.requests).toEqual([
      { title: '提示', message: '此操作将永久删除该设备, 是否继续?', confirmText: '确定', cancelText: '取消', tone: 'warning' },
    ]);
    expect(gateway.paramsOf(endpoints.templateDelete)).toEqual([{ user_id: 7, rec_id: 1, if_del: 1 }]);
    expect(notifier.messages('success')).toEqual(['删除成功!']);
    expect(list.rows.map((r) => r.id)).toEqual([2]);
  });

  test('cancel → 已取消删除, nothing deleted', async () => {
    const { list, dialog, notifier, gateway } = await setup();
    dialog.alwaysAnswer(false);
    expect(await list.remove(row(1))).toBe(false);
    expect(notifier.messages()).toEqual(['已取消删除']);
    expect(gateway.paramsOf(endpoints.templateDelete)).toEqual([]);
  });

  test('cancel, then confirm: 删除成功! takes the place of 已取消删除 (one outcome showing)', async () => {
    const { list, dialog, notifier } = await setup();
    await list.load();
    dialog.willAnswer(false, true);
    expect(await list.remove(row(1))).toBe(false);
    expect(await list.remove(row(1))).toBe(true);
    expect(notifier.messages()).toEqual(['已取消删除', '删除成功!']);
    expect(notifier.showing()).toEqual(['删除成功!']);
  });

  test('deleting the last row of a later page goes back one page', async () => {
    const { list, setRows } = await setup();
    setRows(Array.from({ length: 11 }, (_, i) => row(i + 1)));
    await list.setPage(2);
    expect(list.rows.map((r) => r.id)).toEqual([11]);
    await list.remove(row(11));
    expect(list.pageIndex).toBe(1);
    expect(list.rows).toHaveLength(10);
  });
});

describe('TemplateListViewModel: view (SPEC §2.8 查看, §2.9)', () => {
  test('查看 shows the four sections in the 60% dialog; empty ones say 暂未设置模板', async () => {
    const { list } = await setup();
    await list.rowActions(row(1))[0]!.run();
    expect([list.viewer.open, list.detail.title]).toEqual([true, '模板详情']);
    expect(list.viewer.dialogWidth).toBe('60%');
    expect(list.viewer.sections.map((s) => s.title)).toEqual(['巡检模板', '操作模板', '维修模板', '保养模板']);
    expect(list.viewer.sections.every((s) => s.empty && s.emptyText === '暂未设置模板')).toBe(true);
  });
});
