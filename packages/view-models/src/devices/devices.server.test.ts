import 'reflect-metadata';
import { endpoints, PAGE, SUBPAGE } from '@worksite/contract';
import { useTestServer } from '@worksite/server/testing';
import { LIVE_REFRESH_MS, TelemetryMonitorViewModel } from '../monitoring/telemetry-monitor-view-model';
import { RecordExtensions } from '../records/record-extensions';
import { serverRig } from '../session/testing/server-rig';
import { DeviceKeyViewModel } from './device-key-view-model';
import { MaintenanceRecordsViewModel } from './maintenance-records-view-model';

/** The device view-models of issue 11 (0380, 0383, 0384) against the real server. */
const server = useTestServer();

async function signIn(userName: string) {
  const r = await serverRig(server.baseUrl, userName);
  expect(r.ok).toBe(true);
  return r;
}

const ingest = (key: string, values: Record<string, number>) =>
  fetch(`${server.api}/api/Telemetry/Ingest`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-device-key': key }, body: JSON.stringify({ values }) });

describe('重置密钥 (DeviceKeyViewModel)', () => {
  test('cancel changes nothing; confirmed, the new key is shown once, works, and the old one is refused', async () => {
    const rig = await signIn('sysadmin');
    const nanshan = (await server.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-001'`))!.id;
    const created = (await rig.gateway.call(endpoints.dustDevicePCCreateDevice!, { device_name: '密钥测试扬尘', project_id: nanshan } as never)) as { id: number; ingestKey: string };
    const vm = rig.container.get(DeviceKeyViewModel);
    const row = { id: created.id, deviceName: '密钥测试扬尘' };

    // 新增's answer: the dust page's extension shows the key once, in the same dialog.
    const [extension] = rig.container.get(RecordExtensions).of('dustDevice');
    extension!.afterCreate!(created, { device_name: '密钥测试扬尘', project_id: nanshan });
    expect(vm.issued).toEqual({ deviceId: created.id, deviceName: '密钥测试扬尘', ingestKey: created.ingestKey, keyHint: created.ingestKey.slice(-4) });
    extension!.afterCreate!({ id: 1 }, {});
    expect(vm.issued?.ingestKey).toBe(created.ingestKey);
    vm.close();
    let reloads = 0;
    const reload = async () => void reloads++;

    rig.dialog.willAnswer(false);
    expect(await vm.reset(row, reload)).toBe(false);
    expect(rig.dialog.requests.at(-1)).toMatchObject({ title: '提示', message: '重置后设备「密钥测试扬尘」的原密钥立即失效，设备需改用新密钥上报。是否继续?', confirmText: '确定', cancelText: '取消' });
    expect(rig.notifier.messages('info')).toContain('已取消重置');
    expect(vm.issued).toBeUndefined();
    expect((await ingest(created.ingestKey, { pm25: 10 })).status).toBe(200);

    rig.dialog.willAnswer(true);
    expect(await vm.reset(row, reload)).toBe(true);
    const issued = vm.issued!;
    expect(issued).toMatchObject({ deviceId: created.id, deviceName: '密钥测试扬尘', keyHint: issued.ingestKey.slice(-4) });
    expect(rig.notifier.messages('success')).toContain('密钥已重置');
    expect(reloads).toBe(1);
    expect(await server.db.one('SELECT key_hint FROM devices WHERE id = $1', [created.id])).toEqual({ key_hint: issued.keyHint });
    expect((await ingest(created.ingestKey, { pm25: 11 })).status).toBe(401);
    expect((await ingest(issued.ingestKey, { pm25: 12 })).status).toBe(200);
    vm.close();
    expect(vm.issued).toBeUndefined();
  });
});

describe('维保记录 (MaintenanceRecordsViewModel)', () => {
  test('a device’s records by kind, newest first, each opening its kind’s viewer section with its answers', async () => {
    const rig = await signIn('sysadmin');
    const device = (await server.db.one<{ id: number; device_name: string; device_type: string }>(
      'SELECT id, device_name, device_type FROM rout_insp_manage WHERE if_del = 0 ORDER BY id LIMIT 1',
    ))!;
    const times = async (table: string) =>
      (await server.db.many<{ t: Date }>(`SELECT record_time AS t FROM ${table} WHERE device_id = $1 AND if_del = 0 ORDER BY record_time DESC`, [device.id])).length;
    const vm = rig.container.get(MaintenanceRecordsViewModel);
    await vm.open({ id: device.id, deviceName: device.device_name, deviceType: device.device_type });
    expect(vm.kinds.map((k) => k.title)).toEqual(['巡检记录', '操作记录', '维修记录', '保养记录']);
    expect(vm.state).toBe('ready');
    expect(vm.records).toHaveLength(await times('rout_insp_switch_box'));
    expect(vm.records.length).toBeGreaterThan(0);
    expect(vm.records[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(vm.records[0]!.time >= vm.records.at(-1)!.time).toBe(true);
    expect(vm.records[0]!.userName).toBe('系统管理员');

    vm.view(vm.records[0]!);
    const viewing = vm.viewing!;
    expect(viewing.title).toBe(`${device.device_name} 巡检记录 ${vm.records[0]!.time}`);
    expect(viewing.layout.sections.map((s) => [s.section, s.title, s.empty])).toEqual([['inspection', '巡检模板', false]]);
    vm.closeViewer();

    await vm.setKind('maintenance');
    expect(vm.records).toHaveLength(await times('rout_insp_maintain'));
    vm.view(vm.records[0]!);
    expect(vm.viewing!.layout.sections.map((s) => s.title)).toEqual(['保养模板']);
    vm.close();
    expect([vm.device, vm.viewing, vm.records]).toEqual([undefined, undefined, []]);
  });
});

describe('检测记录 (TelemetryMonitorViewModel)', () => {
  test('live table of the gas detectors, refreshed by the timer; history with SPEC §9 shortcuts; 导出 an .xlsx', async () => {
    const rig = await signIn('project_demo');
    const projectId = (await server.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-001'`))!.id;
    const created = (await rig.gateway.call(endpoints.gasDevicePCCreateDevice!, { device_name: '监测测试气体', project_id: projectId } as never)) as { id: number; ingestKey: string };
    expect((await ingest(created.ingestKey, { gas: 3.25 })).status).toBe(200);
    const vm = rig.container.get(TelemetryMonitorViewModel);
    await vm.start({ kind: 'gas', page: PAGE.gasDetection, subPage: SUBPAGE.gasRecord });
    expect(vm.metrics).toEqual([{ metric: 'gas', label: '气体浓度', unit: '%LEL' }]);
    const mine = () => vm.devices.find((d) => d.deviceId === String(created.id))!;
    expect(vm.value(mine(), 'gas')).toBe('3.25');
    expect(mine().online).toBe(true);
    expect(vm.lastReport(mine())).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(vm.devices.every((d) => d.deviceType === 'gas')).toBe(true);
    expect(rig.timer.intervals()).toContain(LIVE_REFRESH_MS);

    // A new reading reaches the table at the next refresh.
    expect((await ingest(created.ingestKey, { gas: 9 })).status).toBe(200);
    await vm.refresh();
    expect(vm.value(mine(), 'gas')).toBe('9');

    vm.select(String(created.id));
    expect(vm.history.shortcuts.map((s) => s.text)).toEqual(['最近一周', '最近一个月', '最近三个月']);
    for (let i = 0; i < 50 && vm.history.state === 'loading'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(vm.history.state).toBe('ready');
    expect(vm.history.hasPoints).toBe(true);
    expect(vm.canExport).toBe(true);
    const file = await vm.exportHistory();
    expect(file?.fileName).toBe('监测测试气体历史数据.xlsx');
    expect(file!.bytes.length).toBeGreaterThan(100);
    vm.stop();
    expect(rig.timer.intervals()).not.toContain(LIVE_REFRESH_MS);
  });
});
