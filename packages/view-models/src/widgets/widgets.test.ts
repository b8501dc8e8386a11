import 'reflect-metadata';
import { createTestRig } from '../testing/test-container';
import { IconGalleryViewModel } from './icon-gallery-view-model';
import { SearchFormViewModel } from './search-form-view-model';
import { SelectViewModel, type SelectQuery } from './select-view-model';
import { TransportListViewModel } from './transport-list-view-model';
import { VirtualListViewModel } from './virtual-list-view-model';

describe('SearchFormViewModel (SPEC §2.10)', () => {
  test('a required empty field shows its placeholder as the message', () => {
    const vm = createTestRig().container.get(SearchFormViewModel);
    vm.configure([
      { key: 'name', label: '名称', placeholder: '请输入名称', required: true },
      { key: 'code', label: '编号', placeholder: '请输入编号' },
    ]);
    expect(vm.submit()).toBeUndefined();
    expect(vm.errors).toEqual({ name: '请输入名称', code: undefined });
    vm.setValue('name', ' 塔吊 ');
    expect(vm.errors.name).toBeUndefined();
    expect(vm.submit()).toEqual({ name: '塔吊' });
    vm.reset();
    expect(vm.values).toEqual({ name: '', code: '' });
  });
});

describe('SelectViewModel (SPEC §2.10, §9)', () => {
  test('popover 270 wide, sizes 10 … 1000, total 100 before loading; search goes back to page 1', async () => {
    const vm = createTestRig().container.get(SelectViewModel<{ id: number; name: string }>);
    const queries: SelectQuery[] = [];
    vm.configure({
      load: async (q) => {
        queries.push(q);
        return { rows: [{ id: q.pageIndex, name: `${q.keyword}${q.pageIndex}` }], total: 42 };
      },
      valueOf: (r) => String(r.id),
      labelOf: (r) => r.name,
    });
    expect(vm.popoverWidth).toBe(270);
    expect(vm.pager.sizes).toEqual([10, 20, 50, 100, 200, 500, 1000]);
    expect(vm.total).toBe(100);
    await vm.open();
    expect(vm.popoverOpen).toBe(true);
    await vm.setPage(3);
    await vm.search(' 塔 ');
    await vm.setPageSize(50);
    expect(queries).toEqual([
      { keyword: '', pageIndex: 1, pageSize: 10 },
      { keyword: '', pageIndex: 3, pageSize: 10 },
      { keyword: '塔', pageIndex: 1, pageSize: 10 },
      { keyword: '塔', pageIndex: 1, pageSize: 50 },
    ]);
    expect(vm.total).toBe(42);
    vm.choose(vm.options[0]!);
    expect(vm.selected).toEqual({ value: '1', label: '塔1' });
    expect(vm.popoverOpen).toBe(false);
  });
});

describe('VirtualListViewModel (SPEC §2.10)', () => {
  test('row 30, height 300, buffer 5: only the window renders', () => {
    const vm = createTestRig().container.get(VirtualListViewModel<number>);
    vm.setRows(Array.from({ length: 1000 }, (_, i) => i));
    expect([vm.rowHeight, vm.height, vm.buffer]).toEqual([30, 300, 5]);
    expect(vm.visibleRows.map((r) => r.index)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    vm.onScroll(300);
    expect(vm.window).toEqual({ start: 5, end: 25, offset: 150, totalHeight: 30000 });
    expect(vm.visibleRows[0]).toEqual({ index: 5, row: 5 });
  });
});

describe('TransportListViewModel (SPEC §4, §9)', () => {
  test('bottom → next page after 400 ms, scroll reset 260; stops when 10 × index exceeds the count; top → back', async () => {
    const rig = createTestRig();
    const vm = rig.container.get(TransportListViewModel<number>);
    const asked: number[] = [];
    await vm.start(async (i) => {
      asked.push(i);
      return { rows: [i], recordCount: 25 };
    });
    vm.onScroll(700, 300, 1000);
    rig.timer.advance(399);
    expect(asked).toEqual([1]);
    rig.timer.advance(1);
    await Promise.resolve();
    expect(vm.pageIndex).toBe(2);
    expect(vm.scrollTop).toBe(260);
    await vm.turn('bottom');
    expect(vm.pageIndex).toBe(3);
    await vm.turn('bottom');
    expect(vm.pageIndex).toBe(3);
    vm.scrollApplied();
    vm.onScroll(0, 300, 1000);
    rig.timer.advance(400);
    await Promise.resolve();
    expect(vm.pageIndex).toBe(2);
    expect(asked).toEqual([1, 2, 3, 2]);
  });
});

describe('IconGalleryViewModel (SPEC §2.10)', () => {
  test('72 per page, filtered by title, a filter goes back to page 1', () => {
    const vm = createTestRig().container.get(IconGalleryViewModel);
    vm.setIcons(Array.from({ length: 100 }, (_, i) => ({ name: `icon-${i}`, title: i % 2 === 0 ? `塔吊${i}` : `视频${i}` })));
    expect(vm.pageSize).toBe(72);
    expect(vm.pageCount).toBe(2);
    vm.setPage(2);
    expect(vm.pageIcons).toHaveLength(28);
    vm.setFilter('塔吊');
    expect(vm.pageIndex).toBe(1);
    expect(vm.total).toBe(50);
    expect(vm.pageIcons).toHaveLength(50);
  });
});
