import { useTestServer } from '../testing';
import { sheetRows, download } from './excel/xlsx-helpers';
import { bearer, get, postForm, postJson } from './http-client';

/**
 * Issue 11 item 1: the telemetry devices' pages read online state, last report and audit state from the list;
 * AuditDevice follows the declared audit workflow by the audit button (0381); the gas history exports as an
 * .xlsx for holders of 检测记录's export button (0383).
 */
const server = useTestServer({ signIn: ['sysadmin', 'readonly_demo', 'project_demo', 'government_demo'] });
let nanshan: number;
let gas: { id: number; key: string };
/** When the one gas reading was sent (before, after). */
let sentAt: [number, number];

const list = (path: string, token: string, query: Record<string, string | number> = {}) => get(`${server.api}/api/${path}/PCWhereDeviceList`, { index: 1, size: 10, ...query }, bearer(token));

beforeAll(async () => {
  nanshan = (await server.db.one<{ id: number }>(`SELECT id FROM projects WHERE project_no = 'HJ-2025-001'`))!.id;
  const r = await postForm(`${server.api}/api/GasDevice/PCCreateDevice`, { device_name: '审核测试气体', project_id: nanshan, serial_no: 'QT-AUDIT-1' }, server.bearer('sysadmin'));
  gas = { id: r.body.data.id, key: r.body.data.ingestKey };
});

describe('device lists', () => {
  it('a new device is offline, never reported and waits for audit; a reading makes it online with its time', async () => {
    const before = (await list('GasDevice', server.token('sysadmin'), { strWhere: "name like '%审核测试%'" })).body;
    expect(before.page.record_count).toBe(1);
    expect(before.data[0]).toMatchObject({ id: gas.id, deviceName: '审核测试气体', online: false, lastSeenAt: null, auditStatus: 1 });
    const start = Date.now();
    expect((await postJson(`${server.api}/api/Telemetry/Ingest`, { values: { gas: 4 } }, { 'x-device-key': gas.key })).status).toBe(200);
    sentAt = [start, Date.now()];
    const after = (await list('GasDevice', server.token('sysadmin'), { strWhere: "name like '%审核测试%'" })).body.data[0];
    expect(after.online).toBe(true);
    expect(Date.now() - Date.parse(after.lastSeenAt)).toBeLessThan(60_000);
  });

  it('filters by the declared fields (strWhere) and refuses an undeclared one', async () => {
    const seeded = (await list('DustDevice', server.token('sysadmin'), { strWhere: 'audit_status = 2' })).body;
    const total = Number((await server.db.one<{ n: string }>(`SELECT count(*) AS n FROM devices WHERE device_type = 'dust' AND if_del = 0 AND audit_status = 2`))!.n);
    expect(seeded.page.record_count).toBe(total);
    expect(total).toBeGreaterThan(0);
    expect((await list('DustDevice', server.token('sysadmin'), { strWhere: 'ingest_key = 1' })).status).toBe(400);
  });
});

describe('AuditDevice (telemetry kinds)', () => {
  it('needs the audit button: readonly_demo and government_demo are refused, nothing changes', async () => {
    for (const token of [server.token('readonly_demo'), server.token('government_demo')]) {
      const r = await postForm(`${server.api}/api/GasDevice/AuditDevice`, { id: gas.id, audit_status: 2 }, bearer(token));
      expect(r.body.code).toBe(402);
    }
    expect((await server.db.one('SELECT audit_status FROM devices WHERE id = $1', [gas.id]))).toEqual({ audit_status: 1 });
  });

  it('approves, refuses a move the state does not allow, rejects, and audits each change', async () => {
    const ok = await postForm(`${server.api}/api/GasDevice/AuditDevice`, { id: gas.id, audit_status: 2 }, server.bearer('project_demo'));
    expect(ok.body).toMatchObject({ code: 200, detail: '审核成功', data: { id: gas.id, auditStatus: 2, auditStatusName: '审核通过' } });
    const again = await postForm(`${server.api}/api/GasDevice/AuditDevice`, { id: gas.id, audit_status: 2 }, server.bearer('sysadmin'));
    expect(again.body).toMatchObject({ code: 400, message: '当前状态为「审核通过」，不能审核通过' });
    expect((await postForm(`${server.api}/api/GasDevice/AuditDevice`, { id: gas.id, audit_status: 7 }, server.bearer('sysadmin'))).body.message).toBe('审核状态不正确');
    const rejected = await postForm(`${server.api}/api/GasDevice/AuditDevice`, { id: gas.id, auditStatus: 3 }, server.bearer('sysadmin'));
    expect(rejected.body.data.auditStatus).toBe(3);
    const trail = await server.db.many<{ action: string; after: unknown }>(
      `SELECT action, after FROM audit_log WHERE table_name = 'devices' AND record_id = $1 AND action = 'audit' ORDER BY id`,
      [String(gas.id)],
    );
    expect(trail).toEqual([{ action: 'audit', after: { auditStatus: 2 } }, { action: 'audit', after: { auditStatus: 3 } }]);
  });

  it('a device of another kind is not found through this kind’s call', async () => {
    const crane = (await server.db.one<{ id: number }>(`SELECT id FROM devices WHERE device_type = 'crane' AND if_del = 0 ORDER BY id LIMIT 1`))!.id;
    const r = await postForm(`${server.api}/api/GasDevice/AuditDevice`, { id: crane, audit_status: 3 }, server.bearer('sysadmin'));
    expect(r.body.code).not.toBe(200);
    expect((await server.db.one('SELECT audit_status FROM devices WHERE id = $1', [crane]))).toEqual({ audit_status: 2 });
  });
});

describe('history export', () => {
  it('gives the chart’s buckets as an .xlsx to holders of 检测记录 export, in China time', async () => {
    const file = await download(`${server.api}/api/Telemetry/ExportHistory?deviceId=${gas.id}&range=1`, server.token('project_demo'));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(decodeURIComponent(file.headers.get('content-disposition') ?? '')).toContain('审核测试气体历史数据.xlsx');
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(['时间', '气体浓度(%LEL)']);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The reading's minute bucket in China time (UTC+8, no summer time): between just before and just after it was sent.
    const china = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect([china(sentAt[0]), china(sentAt[1])]).toContain(rows[1]![0]);
    expect(rows[1]![1]).toBe(4);
  });

  it('is refused without an export button (readonly_demo reads devices but exports nothing)', async () => {
    const file = await download(`${server.api}/api/Telemetry/ExportHistory?deviceId=${gas.id}&range=1`, server.token('readonly_demo'));
    expect(file.json?.code).toBe(402);
  });
});
