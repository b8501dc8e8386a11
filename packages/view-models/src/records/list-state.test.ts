import 'reflect-metadata';
import { FileTransfer, endpoints, recordTypes, writableFieldsOf } from '@worksite/contract';
import { createTestRig } from '../testing/test-container';
import { listPartOf, parseListQuery, serializeListQuery, withListQuery, type ListQuery, type ListQueryShape } from './list-query';
import { actionEndpoint } from './record-calls';
import type { RecordRow } from './record-fields';
import type { RecordMoveViewModel } from './record-move-view-model';
import { searchableFields } from './record-fields';
import { RecordPageFactory } from './record-page-factory';
import { RECORD_LIST_PAGER } from './record-rows-view-model';
import { searchFieldOf } from './record-search';

/** The rig with the file port the page's Excel dialog takes (no file moves here). */
function pageRig() {
  const rig = createTestRig();
  const noFiles = () => Promise.reject(new Error('no file moves here'));
  rig.container.bind<FileTransfer>(FileTransfer).toConstantValue({ download: noFiles, upload: noFiles });
  return rig;
}

/** What a declared type's list accepts in its URL (the shape RecordRowsViewModel gives). */
const shapeOf = (name: string): ListQueryShape => {
  const rt = recordTypes[name]!;
  const sortable = rt.fields.filter((f) => f.sortable === true).map((f) => f.key);
  return { sizes: RECORD_LIST_PAGER.sizes, defaultSize: RECORD_LIST_PAGER.defaultSize, sortable, search: searchableFields(rt).map(searchFieldOf) };
};

describe('a list’s state in the URL query (docs/decisions/0590)', () => {
  it('round-trips page, size, sort and every search field of every declared type', () => {
    for (const name of Object.keys(recordTypes)) {
      const shape = shapeOf(name);
      const filters = Object.fromEntries(shape.search.map((f) => [f.key, f.options?.[1]?.value ?? (f.input === 'date' ? '2026-11-28' : '1号 塔吊&=?')]));
      const sortKey = shape.sortable[0];
      const state: ListQuery = { pageIndex: 3, pageSize: 20, ...(sortKey !== undefined ? { sortKey } : {}), sortOrder: sortKey === undefined ? 'asc' : 'desc', filters };
      expect([name, parseListQuery(serializeListQuery(state, shape), shape)]).toEqual([name, state]);
    }
  });

  it('writes nothing for the default state, and the alarm list as a person reads it', () => {
    const shape = shapeOf('alarmRecord');
    expect(serializeListQuery(parseListQuery('', shape), shape)).toBe('');
    const state: ListQuery = { pageIndex: 2, pageSize: 10, sortKey: 'raisedAt', sortOrder: 'asc', filters: { status: '3', deviceName: '塔吊 A&B' } };
    expect(serializeListQuery(state, shape)).toBe('page=2&sort=raisedAt&order=asc&deviceName=%E5%A1%94%E5%90%8A+A%26B&status=3');
  });

  it('falls back to each default for a bad value, never taking it in', () => {
    const shape = shapeOf('alarmRecord');
    const bad = 'page=0&size=7&sort=deviceName&order=up&status=9&level=&raisedAt=2026-13-45&deviceName=' + 'x'.repeat(101) + '&user_id=1';
    expect(parseListQuery(bad, shape)).toEqual({ pageIndex: 1, pageSize: 10, sortOrder: 'asc', filters: {} });
    for (const page of ['-1', '2.5', 'abc', '1e3', '999999', ' 2']) expect(parseListQuery(`page=${encodeURIComponent(page)}`, shape).pageIndex).toBe(1);
    expect(parseListQuery('page=7&size=40&sort=id&order=x&metric=pm25&raisedAt=2026-11-28', shape)).toEqual({
      pageIndex: 7,
      pageSize: 40,
      sortKey: 'id',
      sortOrder: 'asc',
      filters: { metric: 'pm25', raisedAt: '2026-11-28' },
    });
  });

  it('writes its part into the address’s query and keeps the others (the back office’s pjctid1)', () => {
    const shape = shapeOf('alarmRecord');
    expect(withListQuery('pjctid1=1&page=5&status=1', 'page=2&status=3', shape)).toBe('pjctid1=1&page=2&status=3');
    expect(withListQuery('pjctid1=1&status=1', '', shape)).toBe('pjctid1=1');
    expect(listPartOf('status=3&pjctid1=1&page=2&size=7', shape)).toBe('page=2&status=3');
  });

  it('opens the record list at the URL’s state: the list call, the search form and the query written back', async () => {
    const rig = pageRig();
    const rt = recordTypes.alarmRecord!;
    const calls: Record<string, unknown>[] = [];
    const page = (index: number) => ({ has_next: false, has_prev: index > 1, p_index: index, p_size: 20, record_count: 25 });
    rig.gateway.on(actionEndpoint(rt, 'list')!, (params) => {
      calls.push(params as Record<string, unknown>);
      const index = Number((params as { index: number }).index);
      return { data: index === 2 ? [{ id: 21, status: 3 }] : [], page: page(index) } as never;
    });
    const list = rig.container.get(RecordPageFactory).create(rt);
    await list.data.openAt('page=2&size=20&status=3&sort=bogus');
    expect([list.pageIndex, list.pageSize, list.sortKey, list.searchForm.values.status, list.rows.length]).toEqual([2, 20, undefined, '3', 1]);
    expect(calls.map((c) => [c.index, c.size, c.strWhere])).toEqual([[2, 20, list.strWhere]]);
    expect(list.strWhere).not.toBe('');
    expect(list.data.urlQuery).toBe('page=2&size=20&status=3');
    // A page past the last one (a shared link to a list that shrank) shows page 1.
    await list.data.openAt('page=9&status=3');
    expect([list.pageIndex, list.data.urlQuery]).toEqual([1, 'status=3']);
    await list.setPage(2);
    expect([list.data.urlQuery, list.data.addressQuery('pjctid1=1&status=1')]).toEqual(['page=2&status=3', 'pjctid1=1&page=2&status=3']);
  });
});

describe('an unsaved 新增 / 编辑 form asks before it is closed (docs/decisions/0591)', () => {
  it('is dirty only with input that differs from what it opened with, and closes on 确定 only', async () => {
    const rig = pageRig();
    const rt = recordTypes.project!;
    const list = rig.container.get(RecordPageFactory).create(rt);
    const text = writableFieldsOf(rt).find((f) => (f.input?.type ?? 'text') === 'text')!;
    list.openCreate();
    list.form.setField(text.key, '   ');
    expect(list.form.dirty).toBe(false);
    expect(await list.form.requestClose()).toBe(true);
    expect([list.form.open, rig.dialog.requests.length]).toEqual([false, 0]);

    list.openCreate();
    list.form.setField(text.key, '东区二标段');
    expect(list.form.dirty).toBe(true);
    rig.dialog.willAnswer(false);
    expect(await list.form.requestClose()).toBe(false);
    expect(list.form.open).toBe(true);
    expect(rig.dialog.requests.map((r) => [r.title, r.message, r.confirmText, r.cancelText])).toEqual([['提示', '有未保存的内容，确定离开吗？', '确定', '取消']]);
    rig.dialog.willAnswer(true);
    expect(await list.form.requestClose()).toBe(true);
    expect([list.form.open, list.form.dirty]).toEqual([false, false]);
  });

  it('a workflow move\'s dialog (填写处理措施) asks the same when its input changed from the record\'s', async () => {
    const rig = pageRig();
    const rt = recordTypes.alarmRecord!;
    const move = rig.container.get(RecordPageFactory).create(rt).move as RecordMoveViewModel;
    const transition = rt.workflows!.flatMap((w) => w.transitions).find((t) => t.label === '填写处理措施')!;
    move.start({ id: 7, measures: '洒水' } as unknown as RecordRow, transition);
    move.setValue('measures', ' 洒水 ');
    expect(move.dirty).toBe(false);
    move.setValue('measures', '洒水，开启雾炮');
    expect(move.dirty).toBe(true);
    rig.dialog.willAnswer(false);
    expect(await move.requestClose()).toBe(false);
    expect(move.open).toBe(true);
    rig.dialog.willAnswer(true);
    expect(await move.requestClose()).toBe(true);
    expect([move.open, move.dirty, rig.dialog.requests.length]).toEqual([false, false, 2]);
  });
});
