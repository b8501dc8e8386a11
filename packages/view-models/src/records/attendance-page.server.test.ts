import 'reflect-metadata';
import { recordTabsForComponent, recordTypes } from '@worksite/contract';
import { useTestServer } from '@worksite/server/testing';
import { serverRig } from '../session/testing/server-rig';
import { rowId } from './record-fields';
import type { RecordListViewModel } from './record-list-view-model';
import { RecordPageFactory } from './record-page-factory';
import { RecordTabsViewModel } from './record-tabs-view-model';

/**
 * 考勤管理 as a user has it (docs/decisions/0676, 0677) on the deterministic seed (TEST_NOW 2026-06-15 10:00 site
 * time): the entry's tabs with the shown one in the URL, and 更正 / 补录 in the page — the dialogs' inputs, the
 * required messages, a refusal kept in the dialog, unsaved input asked about, the call made and the rows reloaded.
 */
const server = useTestServer();

async function signIn(userName: string) {
  const r = await serverRig(server.baseUrl, userName);
  expect(r.ok).toBe(true);
  return { ...r, factory: r.container.get(RecordPageFactory) };
}

const labels = (actions: readonly { readonly label: string }[]) => actions.map((a) => a.label);
const cell = (list: RecordListViewModel, row: Record<string, unknown>, key: string) => list.columns.find((c) => c.key === key)!.text(row);

/** 朱磊 (钢筋班, 白班) on Friday 2026-06-12: in 06:54:22, out 17:01:12 (早退). */
const ZHU_LEI_DAY = 3904;

test('考勤管理 shows 考勤记录, 考勤日报 and 考勤月汇总 as tabs; the shown one and its list state in the URL', async () => {
  const { factory } = await signIn('project_demo');
  const tabs = new RecordTabsViewModel(recordTabsForComponent('personnel/attendance/index'), (t) => factory.create(t));
  expect(tabs.tabs.map((t) => t.title)).toEqual(['考勤记录', '考勤日报', '考勤月汇总']);
  expect([tabs.selectedIn(''), tabs.selectedIn('?tab=attendanceMonth'), tabs.selectedIn('pjctid1=1&tab=worker&page=2')]).toEqual(['attendance', 'attendanceMonth', 'attendance']);
  expect(tabs.made).toEqual([]);

  const days = tabs.list('attendance') as RecordListViewModel;
  await days.data.openAt('');
  expect([days.total, labels(days.toolbar), labels(days.rowActions(days.rows[0]!))]).toEqual([4615, ['导出', '补录'], ['查看', '更正']]);
  expect(tabs.made).toEqual(['attendance']);

  // To 考勤月汇总: 考勤记录's list parameters leave the address, the back office's stay; the month's search is its own.
  await days.data.openAt('workDate=2026-06-12&page=2');
  const current = 'pjctid1=1&workDate=2026-06-12&page=2';
  expect(tabs.addressFor('attendanceMonth', current)).toBe('pjctid1=1&tab=attendanceMonth');
  const month = tabs.list('attendanceMonth') as RecordListViewModel;
  await month.data.openAt('pjctid1=1&tab=attendanceMonth&month=2026-06-01&teamName=钢筋班&size=20');
  expect([month.strWhere, month.total]).toEqual(["month = '2026-06-01' and team_name like '%钢筋班%'", 11]);
  const zhu = month.rows.find((r) => r.workerName === '朱磊')!;
  expect(['presentDays', 'lateCount', 'earlyCount', 'absentCount'].map((k) => cell(month, zhu, k))).toEqual(['13', '0', '6', '0']);
  expect([labels(month.toolbar), tabs.made]).toEqual([['导出'], ['attendance', 'attendanceMonth']]);

  // Back to 考勤记录: its page and search come back; again to the month tab: its search comes back.
  const monthAddress = `pjctid1=1&tab=attendanceMonth&${month.data.urlQuery}`;
  expect(tabs.addressFor('attendance', monthAddress)).toBe('pjctid1=1&page=2&workDate=2026-06-12');
  expect(tabs.addressFor('attendanceMonth', 'pjctid1=1')).toBe(monthAddress);
  expect(tabs.addressFor('attendanceTeamDay', monthAddress)).toBe('pjctid1=1&tab=attendanceTeamDay');
});

test('更正 on a row and 补录 in the toolbar: the declared inputs, 请输入更正原因, a refusal kept, the call made', async () => {
  const { factory, notifier, dialog } = await signIn('project_demo');
  const list = factory.create(recordTypes.attendance!);
  await list.data.openAt('workDate=2026-06-12&judgement=3&size=40');
  const row = list.rows.find((r) => rowId(r) === ZHU_LEI_DAY)!;
  await list.rowActions(row).find((a) => a.label === '更正')!.run();
  const d = list.callDialog;
  expect([d.open, d.title, d.inputs.map((i) => [i.label, i.input.type, i.required, i.placeholder])]).toEqual([true, '更正考勤记录', [
    ['进场时间', 'datetime', false, '请选择进场时间'], ['离场时间', 'datetime', false, '请选择离场时间'], ['更正原因', 'text', true, '请输入更正原因'],
  ]]);
  expect([d.values, d.dirty]).toEqual([{ inTime: '2026-06-12 06:54', outTime: '2026-06-12 17:01', reason: '' }, false]);
  expect(await d.submit()).toBe(false);
  expect(d.errors.reason).toBe('请输入更正原因');

  // Unsaved input: 取消 asks; kept when the user says no.
  d.setValue('outTime', '2026-06-12 06:00');
  dialog.willAnswer(false);
  expect([await d.requestClose(), d.open, dialog.requests.at(-1)?.message]).toEqual([false, true, '有未保存的内容，确定离开吗？']);
  d.setValue('reason', '闸机故障');
  expect(d.errors.reason).toBeUndefined();
  expect(await d.submit()).toBe(false);
  expect([notifier.messages('error'), d.open]).toEqual([['离场时间不能早于进场时间'], true]);

  // Only what changed is sent: the gate's in time stays as stored.
  d.setValue('outTime', '2026-06-12 17:40');
  expect(d.params).toEqual({ id: ZHU_LEI_DAY, outTime: '2026-06-12 17:40', reason: '闸机故障' });
  expect(await d.submit()).toBe(true);
  expect([d.open, notifier.messages('success')]).toEqual([false, ['更正成功']]);
  // The rows reloaded: the day left the 早退 list; its detail shows the correction.
  expect(list.rows.some((r) => rowId(r) === ZHU_LEI_DAY)).toBe(false);
  await list.openDetail(row);
  const shown = Object.fromEntries(list.detail.items.map((i) => [i.label, i.value]));
  expect([shown['进场时间'], shown['离场时间'], shown['考勤结果'], shown['更正'], shown['原离场时间'], shown['更正原因']]).toEqual([
    '2026-06-12 06:54', '2026-06-12 17:40', '正常', '更正', '2026-06-12 17:01', '闸机故障',
  ]);

  // 补录 of 刘大勇's absent day (钢筋班, 2026-06-12): worker, day and in time required here.
  await list.toolbar.find((a) => a.label === '补录')!.run();
  expect([d.title, d.inputs.map((i) => `${i.label}:${i.input.type}:${i.required}`), d.inputs[0]!.select !== undefined]).toEqual([
    '补录考勤记录', ['人员:remote:true', '日期:date:true', '进场时间:datetime:true', '离场时间:datetime:false', '更正原因:text:true'], true,
  ]);
  expect(await d.submit()).toBe(false);
  expect(d.errors).toEqual({ workerId: '请选择人员', workDate: '请选择日期', inTime: '请输入进场时间', outTime: undefined, reason: '请输入更正原因' });
  for (const [key, value] of Object.entries({ workerId: '99', workDate: '2026-06-12', inTime: '2026-06-12 07:50', outTime: '2026-06-12 17:35', reason: '人脸识别失败，补录' })) d.setValue(key, value);
  expect(d.params).toEqual({ workerId: 99, workDate: '2026-06-12', inTime: '2026-06-12 07:50', outTime: '2026-06-12 17:35', reason: '人脸识别失败，补录' });
  expect(await d.submit()).toBe(true);
  expect(notifier.messages('success')).toEqual(['更正成功', '补录成功']);
  // The month tab counts the day: 8 → 9 days present, 1 → 0 absent.
  const month = factory.create(recordTypes.attendanceMonth!);
  await month.data.openAt('month=2026-06-01&teamName=钢筋班&size=20');
  const liu = month.rows.find((r) => r.workerName === '刘大勇')!;
  expect(['presentDays', 'hours', 'absentCount'].map((k) => cell(month, liu, k))).toEqual(['9', '85.62', '0']);

  // Who holds 考勤管理's search only (readonly_demo) gets neither.
  const readonly = (await signIn('readonly_demo')).factory.create(recordTypes.attendance!);
  await readonly.data.openAt('workDate=2026-06-12');
  expect([labels(readonly.toolbar), labels(readonly.rowActions(readonly.rows[0]!))]).toEqual([[], ['查看']]);
});
