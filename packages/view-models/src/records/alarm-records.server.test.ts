import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import { recordTypes } from '@worksite/contract';
import { useTestServer } from '@worksite/server/testing';
import { EventStream } from '../large-screen/ports/event-stream';
import { FetchEventStream } from '../large-screen/testing/fetch-event-stream';
import { serverRig } from '../session/testing/server-rig';
import type { RecordRow } from './record-fields';
import { RecordPageFactory } from './record-page-factory';

/**
 * 报警记录 on the generic record view-models against the real server (docs/decisions/0371, 0373, 0374): the list
 * reloads on the push stream's alarm event, the moves with fields go through the move dialog, the trail shows in 详情.
 */
const server = useTestServer();

async function signIn(userName: string) {
  const r = await serverRig(server.baseUrl, userName);
  expect(r.ok).toBe(true);
  return { ...r, factory: r.container.get(RecordPageFactory) };
}

async function until<T>(check: () => T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A dust device of project_demo's project, and 130 s of PM10 at `value` sent over the ingest call. */
async function alarmingDevice(name: string, value: number): Promise<void> {
  const key = `wsk_${randomBytes(16).toString('hex')}`;
  await server.db.exec(
    `INSERT INTO devices (device_type, name, ingest_key, company_id, project_id, district_code)
     SELECT 'dust', $1, $2, company_id, id, district_code FROM projects WHERE project_name = '南山科技园综合楼项目'`,
    [name, createHash('sha256').update(key).digest('hex')],
  );
  const now = Date.now();
  const readings = Array.from({ length: 14 }, (_, i) => ({ metric: 'pm10', value, ts: new Date(now - (130 - i * 10) * 1000).toISOString() }));
  const res = await fetch(`${server.api}/api/Telemetry/Ingest`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-device-key': key }, body: JSON.stringify({ readings }) });
  expect(res.status).toBe(200);
}

describe('报警记录 (project_demo)', () => {
  test('a new alarm reloads the open list; 确认, then 填写处理措施 and 关闭 ask for the measures; the trail in 详情', async () => {
    const { factory, notifier, container } = await signIn('project_demo');
    container.bind(EventStream).toConstantValue(new FetchEventStream(server.baseUrl));
    const list = factory.create(recordTypes.alarmRecord!);
    await list.load();
    expect(list.columns.map((c) => c.label)).toEqual(['设备名称', '设备类型', '监测指标', '报警值', '峰值', '报警级别', '处理状态', '报警时间', '恢复时间']);
    expect(list.searchFields.map((f) => f.label)).toEqual(['设备名称', '设备类型', '监测指标', '报警级别', '处理状态', '报警时间']);
    const stop = list.watchLive();
    // The stream is open once the server lists it (its first event, ready, is not one the list listens to).
    await new Promise((r) => setTimeout(r, 1_500)); // 500 ms on a quiet machine; the shared CI machine is slower
    const name = `VM扬尘${Date.now() % 100000}`;
    await alarmingDevice(name, 205);
    const row = await until(() => list.rows.find((r) => r.deviceName === name));
    stop();
    const text = (r: RecordRow, key: string) => list.columns.find((c) => c.key === key)!.text(r);
    expect([text(row, 'metric'), text(row, 'value'), text(row, 'level'), text(row, 'status')]).toEqual(['PM10', '205', '区级', '待处理']);
    expect(list.rowActions(row).map((a) => a.label)).toEqual(['查看', '确认', '填写处理措施', '关闭']);

    await list.rowActions(row).find((a) => a.label === '确认')!.run();
    const acknowledged = list.rows.find((r) => r.deviceName === name)!;
    expect(text(acknowledged, 'status')).toBe('处理中');
    expect(list.rowActions(acknowledged).map((a) => a.label)).toEqual(['查看', '填写处理措施', '关闭']);

    await list.rowActions(acknowledged).find((a) => a.label === '填写处理措施')!.run();
    expect([list.move.open, list.move.title, list.move.fields.map((f) => f.label)]).toEqual([true, '填写处理措施报警记录', ['处理措施']]);
    expect(await list.move.submit()).toBe(false);
    expect(list.move.errors.measures).toBe('请填写处理措施');
    list.move.setValue('measures', '开启雾炮，洒水降尘');
    expect(list.move.errors.measures).toBeUndefined();
    const ok = await list.move.submit();
    expect([ok, notifier.messages('error')]).toEqual([true, []]);
    expect(list.move.open).toBe(false);

    const handled = list.rows.find((r) => r.deviceName === name)!;
    await list.rowActions(handled).find((a) => a.label === '关闭')!.run();
    expect([list.move.title, list.move.values.measures]).toEqual(['关闭报警记录', '开启雾炮，洒水降尘']);
    expect(await list.move.submit()).toBe(true);
    const closed = list.rows.find((r) => r.deviceName === name)!;
    expect(text(closed, 'status')).toBe('已关闭');
    expect(list.rowActions(closed).map((a) => a.label)).toEqual(['查看']);
    expect(notifier.messages('error')).toEqual([]);
    // A page that still shows the alarm open (another user handled it meanwhile): the server refuses in Chinese.
    const acknowledge = recordTypes.alarmRecord!.workflows![0]!.transitions.find((t) => t.call === 'acknowledge')!;
    expect(await list.runTransition(row, acknowledge)).toBe(false);
    expect(notifier.messages('error')).toEqual(['当前状态为「已关闭」，不能确认']);

    // The search: state, level, metric and device name as strWhere; a day of 报警时间 is that site day.
    list.searchForm.setValue('status', '3');
    list.searchForm.setValue('level', '2');
    list.searchForm.setValue('metric', 'pm10');
    list.searchForm.setValue('deviceName', name);
    expect(await list.search()).toBe(true);
    expect(list.strWhere).toBe(`device_name like '%${name}%' and metric = 'pm10' and level = 2 and status = 3`);
    expect(list.rows.map((r) => r.deviceName)).toEqual([name]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(String(closed.raisedAt)));
    list.searchForm.setValue('raisedAt', today);
    await list.search();
    expect(list.rows.map((r) => r.deviceName)).toEqual([name]);
    list.searchForm.setValue('raisedAt', '2020-01-01');
    await list.search();
    expect(list.total).toBe(0);

    await list.openDetail(closed);
    expect(list.detail.trail.map((e) => [e.who, e.what, e.note])).toEqual([
      ['系统', '报警产生', ''],
      ['李项目', '确认', ''],
      ['李项目', '处理措施', '开启雾炮，洒水降尘'],
      ['李项目', '关闭', '开启雾炮，洒水降尘'],
    ]);
    expect(list.detail.trail.every((e) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(e.at))).toBe(true);
    // The detail names what the alarm refers to, not its ids (docs/decisions/0550).
    const named = Object.fromEntries(list.detail.items.filter((i) => ['设备', '项目'].includes(i.label)).map((i) => [i.label, i.value]));
    expect(named).toEqual({ 设备: name, 项目: '南山科技园综合楼项目' });
  });
});

describe('报警记录 (enterprise_demo: two projects)', () => {
  test('the list adds the project column after 设备名称, each row its project’s name (docs/decisions/0551)', async () => {
    const { factory } = await signIn('enterprise_demo');
    const list = factory.create(recordTypes.alarmRecord!);
    await list.load();
    expect(list.columns.map((c) => c.label)).toEqual(['设备名称', '项目', '设备类型', '监测指标', '报警值', '峰值', '报警级别', '处理状态', '报警时间', '恢复时间']);
    expect(list.rows.length).toBeGreaterThan(0);
    const ids = list.rows.map((r) => Number(r.id));
    const stored = await server.db.many<{ id: number; project_name: string }>(
      'SELECT a.id, p.project_name FROM alarm_records a JOIN projects p ON p.id = a.project_id WHERE a.id = ANY($1::int[])',
      [ids],
    );
    const projectOf = new Map(stored.map((r) => [r.id, r.project_name]));
    const project = list.columns[1]!;
    expect(list.rows.map((r) => project.text(r))).toEqual(ids.map((id) => projectOf.get(id)));
  });
});
