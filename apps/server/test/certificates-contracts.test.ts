import { CERTIFICATE_REQUIRED_FOR } from '@worksite/lookups';
import { msUntilSiteMidnight } from '../src/areas/certificates/expiry-job';
import { sendCertificateExpiryNotices } from '../src/areas/certificates/expiry-notices';
import { createDb, type Db } from '../src/db/database';
import { CLOCK_SETTING } from '../testing/test-clock';
import { useTestServer, TEST_NOW } from '../testing';
import { download, sheetRows } from './excel/xlsx-helpers';
import { bearer, get, postForm } from './http-client';

/**
 * 证书管理, 合同模板, 合同台账 (issue 21, Deliver 5 and 6; docs/decisions/0650–0655): the rules of a certificate
 * (date order, business key, project scope), the labour contract's workflow and its printable text (ID masked),
 * the view the gate reads (worker_gate_documents) for the seeded stories, the roster's flags, and the daily expiry
 * notices 30 / 7 / 0 days ahead by the test clock, sent once.
 */
const s = useTestServer({ signIn: ['project_demo', 'enterprise_demo'] });
const P = 'project_demo';
/** An 18-digit ID number anywhere in a text. */
const FULL_ID = /(?<!\d)\d{17}[\dX](?!\d)/;

const call = async (resource: string, action: string, fields: Record<string, string | number>, user = P) =>
  (await postForm(`${s.api}/api/${resource}/${action}`, fields, bearer(s.token(user)))).body;
const read = async (resource: string, action: string, query: Record<string, string | number>, user = P) =>
  (await get(`${s.api}/api/${resource}/${action}`, query, bearer(s.token(user)))).body;

let nanshan: number;
/** The seeded stories of 南山科技园 (seed-certificates-contracts.ts). */
let expiredWorker: { id: number; worker_name: string };
let expiringWorker: { id: number; worker_name: string };
let draftWorker: { id: number; worker_name: string; id_card_masked: string };
let otherCertificate: number;
let otherContract: number;

beforeAll(async () => {
  nanshan = (await s.db.one<{ id: number }>("SELECT auth_project_id AS id FROM users WHERE user_name = 'project_demo'"))!.id;
  const first = (type: number) =>
    s.db.one<{ id: number; worker_name: string; id_card_masked: string }>(
      'SELECT id, worker_name, id_card_masked FROM workers WHERE project_id = $1 AND if_del = 0 AND roster_status = 1 AND work_type = $2 ORDER BY id LIMIT 1',
      [nanshan, type],
    );
  expiredWorker = (await first(1028))!;
  expiringWorker = (await first(1029))!;
  draftWorker = (await first(1099))!;
  otherCertificate = (await s.db.one<{ id: number }>('SELECT min(id) AS id FROM worker_certificates WHERE project_id <> $1', [nanshan]))!.id;
  otherContract = (await s.db.one<{ id: number }>('SELECT min(id) AS id FROM labour_contracts WHERE project_id <> $1', [nanshan]))!.id;
});

describe('what the gate reads', () => {
  test('worker_gate_documents: the expired 电工 has a contract and an expired certificate, the draft worker no signed contract', async () => {
    const docs = await s.db.many(
      `SELECT worker_id, has_signed_contract, certificate_problem FROM worker_gate_documents WHERE worker_id = ANY($1::int[]) ORDER BY worker_id`,
      [[expiredWorker.id, expiringWorker.id, draftWorker.id]],
    );
    expect(docs).toEqual(
      [
        { worker_id: expiredWorker.id, has_signed_contract: true, certificate_problem: '电工作业操作证已过期（2026-05-26）' },
        { worker_id: expiringWorker.id, has_signed_contract: true, certificate_problem: null },
        { worker_id: draftWorker.id, has_signed_contract: false, certificate_problem: null },
      ].sort((a, b) => a.worker_id - b.worker_id),
    );
    // Every other worker on site in the demo projects holds a signed contract and what his 工种 needs.
    expect(await s.db.many(
      `SELECT count(*) FILTER (WHERE NOT g.has_signed_contract)::int AS unsigned, count(*) FILTER (WHERE g.certificate_problem IS NOT NULL)::int AS problems
         FROM worker_gate_documents g JOIN workers w ON w.id = g.worker_id WHERE w.roster_status = 1`,
    )).toEqual([{ unsigned: 1, problems: 1 }]);
    // The required kinds in the database are the lookup's.
    const rows = await s.db.many<{ work_type: number; certificate_kind: number }>('SELECT work_type, certificate_kind FROM certificate_requirements ORDER BY 1');
    expect(Object.fromEntries(rows.map((r) => [r.work_type, r.certificate_kind]))).toEqual(CERTIFICATE_REQUIRED_FOR);
  });

  test('the roster lists and filters 合同 and 证书; a missing required certificate shows 缺证', async () => {
    const flagged = async (strWhere: string) =>
      (await read('Worker', 'WhereWorkerList', { index: 0, size: 100, strWhere: `${strWhere} and roster_status = 1` })).data.map((r: Record<string, unknown>) => [r.id, r.contractFlag, r.certificateState]);
    expect(await flagged('certificate_state = 3')).toEqual([[expiredWorker.id, 1, 3]]);
    expect(await flagged('contract_flag = 0')).toEqual([[draftWorker.id, 0, 0]]);
    expect(await flagged('certificate_state = 2')).toEqual([[expiringWorker.id, 1, 2]]);
    const file = await download(`${s.api}/api/Worker/ExportExcel?strWhere=${encodeURIComponent('certificate_state = 3')}`, s.token(P));
    const sheet = (await sheetRows(file.bytes)) as string[][];
    expect([sheet[0]!.includes('合同'), sheet[0]!.includes('证书'), sheet.length]).toEqual([true, true, 2]);
    expect(sheet[1]![sheet[0]!.indexOf('证书')]).toBe('已过期');
    // The 焊工's certificate deleted: 缺少 it, at the gate and on the roster.
    const cert = (await s.db.one<{ id: number }>('SELECT id FROM worker_certificates WHERE worker_id = $1', [expiringWorker.id]))!.id;
    await s.db.exec('UPDATE worker_certificates SET if_del = 1 WHERE id = $1', [cert]);
    try {
      expect(await s.db.one('SELECT certificate_problem FROM worker_gate_documents WHERE worker_id = $1', [expiringWorker.id])).toEqual({ certificate_problem: '缺少焊接与热切割作业操作证' });
      expect(await flagged('certificate_state = 4')).toEqual([[expiringWorker.id, 1, 4]]);
    } finally {
      await s.db.exec('UPDATE worker_certificates SET if_del = 0 WHERE id = $1', [cert]);
    }
  });
});

describe('证书管理', () => {
  const cert = (extra: Record<string, string | number> = {}) => ({
    workerId: draftWorker.id, certificateKind: 99, certNumber: 'QT-2026-001', issuer: '深圳市应急管理局', validFrom: '2026-01-01', validTo: '2029-12-31', ...extra,
  });

  test('a bad date order is refused naming the field; the kind + number taken in the project is refused; the row takes the worker\'s project', async () => {
    expect(await call('WorkerCertificate', 'CreateCertificate', cert({ validFrom: '2026-06-01', validTo: '2026-05-31' }))).toMatchObject({ code: 400, detail: '有效期至不能早于有效期自' });
    const ok = await call('WorkerCertificate', 'CreateCertificate', cert());
    expect(ok).toMatchObject({ code: 200 });
    expect(await s.db.one('SELECT project_id FROM worker_certificates WHERE id = $1', [ok.data.id])).toEqual({ project_id: nanshan });
    const dup = await call('WorkerCertificate', 'CreateCertificate', cert({ workerId: expiredWorker.id }));
    expect([dup.code, dup.detail]).toEqual([409, '证书类别、证书编号已存在']);
    expect((await read('WorkerCertificate', 'GetCertificateDetail', { id: ok.data.id })).data).toMatchObject({ certNumber: 'QT-2026-001', validity: 1, projectId: nanshan });
    expect(await call('WorkerCertificate', 'DeleteCertificate', { id: ok.data.id })).toMatchObject({ code: 200 });
  });

  test('another project\'s certificate and contract are refused by id (402)', async () => {
    expect(await read('WorkerCertificate', 'GetCertificateDetail', { id: otherCertificate })).toMatchObject({ code: 402 });
    expect(await call('WorkerCertificate', 'ModifyCertificate', { id: otherCertificate, issuer: 'x' })).toMatchObject({ code: 402 });
    expect(await read('LabourContract', 'GetContractText', { id: otherContract })).toMatchObject({ code: 402 });
    // A worker of another project cannot be given a certificate from this one.
    const outsider = (await s.db.one<{ worker_id: number }>('SELECT worker_id FROM worker_certificates WHERE id = $1', [otherCertificate]))!.worker_id;
    expect(await call('WorkerCertificate', 'CreateCertificate', cert({ workerId: outsider, certNumber: 'QT-2026-009' }))).toMatchObject({ code: 402 });
  });
});

describe('合同台账', () => {
  test('draft → 签订 (签订时间, text frozen) → 终止; one open contract per worker; only a draft is edited or deleted', async () => {
    const draft = (await s.db.one<{ id: number }>('SELECT id FROM labour_contracts WHERE worker_id = $1 AND status = 1', [draftWorker.id]))!.id;
    const template = (await s.db.one<{ id: number }>('SELECT id FROM contract_templates WHERE project_id = $1', [nanshan]))!.id;
    expect(await call('LabourContract', 'CreateContract', { workerId: draftWorker.id, templateId: template, periodType: 2, startDate: '2026-06-15', dailyWage: 320 }))
      .toMatchObject({ code: 409, detail: '该工人已有未终止的合同' });
    expect(await call('LabourContract', 'ModifyContract', { id: draft, startDate: '2026-06-10', endDate: '2026-06-01' })).toMatchObject({ code: 400, detail: '结束日期不能早于开始日期' });
    expect(await call('LabourContract', 'ModifyContract', { id: draft, dailyWage: 310 })).toMatchObject({ code: 200 });

    // The printable text of the draft: the template filled in, the ID number masked, never whole.
    const printed = await read('LabourContract', 'GetContractText', { id: draft });
    expect(printed.code).toBe(200);
    expect(printed.data.text).toContain(`乙方（工人）：${draftWorker.worker_name}`);
    expect(printed.data.text).toContain(`身份证号：${draftWorker.id_card_masked}`);
    expect(draftWorker.id_card_masked).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    expect(printed.data.text).toContain('日工资310.00元');
    expect(printed.data.text).not.toMatch(FULL_ID);
    expect(printed.data.text).not.toContain('{{');

    const signed = await call('LabourContract', 'SignContract', { id: draft });
    expect(signed).toMatchObject({ code: 200, data: { id: draft, status: 2, statusName: '已签订' } });
    const row = (await s.db.one<{ signed_at: Date; signed_body: string }>('SELECT signed_at, signed_body FROM labour_contracts WHERE id = $1', [draft]))!;
    expect(Math.abs(row.signed_at.getTime() - Date.now())).toBeLessThan(60_000);
    expect(row.signed_body).toContain('签订日期：2026-06-15');
    expect(await s.db.one('SELECT has_signed_contract FROM worker_gate_documents WHERE worker_id = $1', [draftWorker.id])).toEqual({ has_signed_contract: true });
    expect(await call('LabourContract', 'ModifyContract', { id: draft, dailyWage: 500 })).toMatchObject({ code: 400, detail: '只有草稿状态的合同可以修改' });
    expect(await call('LabourContract', 'DeleteContract', { id: draft })).toMatchObject({ code: 400, detail: '已签订或已终止的合同不能删除' });
    // The signed text stays as signed when the template changes.
    await s.db.exec("UPDATE contract_templates SET body = body || '（修订）' WHERE id = $1", [template]);
    expect((await read('LabourContract', 'GetContractText', { id: draft })).data.text).toBe(row.signed_body);

    expect(await call('LabourContract', 'TerminateContract', { id: draft })).toMatchObject({ code: 200, data: { status: 3, statusName: '已终止' } });
    expect(await call('LabourContract', 'SignContract', { id: draft })).toMatchObject({ code: 400 });
    expect(await s.db.one('SELECT has_signed_contract FROM worker_gate_documents WHERE worker_id = $1', [draftWorker.id])).toEqual({ has_signed_contract: false });
    // Ended: a new contract may be made.
    expect(await call('LabourContract', 'CreateContract', { workerId: draftWorker.id, templateId: template, periodType: 2, startDate: '2026-06-15', dailyWage: 320 })).toMatchObject({ code: 200 });
  });

  test('导出 gives the project\'s contracts as .xlsx', async () => {
    const file = await download(`${s.api}/api/LabourContract/ExportExcel`, s.token(P));
    expect(file.status).toBe(200);
    const sheet = (await sheetRows(file.bytes)) as string[][];
    const count = (await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM labour_contracts WHERE project_id = $1 AND if_del = 0', [nanshan]))!.n;
    expect([sheet[0]!.slice(0, 4), sheet.length - 1]).toEqual([['编号', '合同编号', '工人', '用工单位'], count]);
    expect(JSON.stringify(sheet)).not.toMatch(FULL_ID);
  });
});

describe('证书到期提醒', () => {
  let later: Db | undefined;
  afterAll(async () => {
    await later?.close();
  });

  /** A pool whose `now()` reads `at` (the test clock's offset moved; screens-site-midnight.test.ts). */
  async function dbAt(at: number): Promise<Db> {
    const row = await s.db.one<{ ms: string }>(`SELECT (extract(epoch FROM current_setting('${CLOCK_SETTING}')::interval) * 1000)::bigint::text AS ms`);
    const url = new URL(s.databaseUrl);
    url.searchParams.set('options', `-c ${CLOCK_SETTING}=${Number(row!.ms) + (at - Date.now())}ms`);
    return createDb(url.toString(), 1);
  }
  const notices = (db: Db) =>
    db.many<{ target_user_id: number; content: string }>("SELECT target_user_id, content FROM notices WHERE title = '证书到期提醒' ORDER BY id");

  test('30 / 7 / 0 days ahead: one notice per certificate and manager, once; the next days by the clock', async () => {
    const managers = (await s.db.many<{ id: number }>("SELECT id FROM users WHERE user_name = 'project_demo'")).map((r) => r.id);
    // The seed sent the 焊工's 7-day notice on its day (the job's run at the server's start found nothing more).
    const seeded = await notices(s.db);
    expect(seeded).toEqual([{
      target_user_id: managers[0],
      content: `南山科技园综合楼项目 ${expiringWorker.worker_name}的焊接与热切割作业操作证（编号 粤02${String(expiringWorker.id).padStart(10, '0')}）将于 2026-06-22 到期，还有7天，请及时复审或更换，到期后门禁将拒绝其进场。`,
    }]);
    const workers = (await s.db.many<{ id: number }>('SELECT id FROM workers WHERE project_id = $1 AND roster_status = 1 AND work_type = 1099 ORDER BY id LIMIT 3', [nanshan])).map((r) => r.id);
    const days = [['2026-07-15', 'D30'], ['2026-06-22', 'D7'], ['2026-06-15', 'D0'], ['2026-07-16', 'D31']] as const;
    for (const [i, [validTo, number]] of days.entries()) {
      expect(await call('WorkerCertificate', 'CreateCertificate', { workerId: workers[i % 3]!, certificateKind: 99, certNumber: number, validFrom: '2020-01-01', validTo })).toMatchObject({ code: 200 });
    }
    expect(await s.db.tx((q) => sendCertificateExpiryNotices(q))).toBe(3 * managers.length);
    expect(await s.db.tx((q) => sendCertificateExpiryNotices(q))).toBe(0);
    const sent = (await notices(s.db)).slice(1).map((n) => n.content.replace(/^.*（编号 (D\d+)）(.*?)，请.*$/, '$1 $2'));
    expect(sent).toEqual(['D30 将于 2026-07-15 到期，还有30天', 'D7 将于 2026-06-22 到期，还有7天', 'D0 今天（2026-06-15）到期']);
    // A week later by the clock: the two ending on the 22nd are due today; D30 (23 days left) was told already; D31 enters its 30 days.
    later = await dbAt(TEST_NOW + 7 * 24 * 3_600_000);
    expect(await later.tx((q) => sendCertificateExpiryNotices(q))).toBe(3 * managers.length);
    expect(await later.tx((q) => sendCertificateExpiryNotices(q))).toBe(0);
    const week = (await notices(s.db)).slice(4).map((n) => n.content.replace(/^.*（编号 ([^）]+)）(.*?)，请.*$/, '$1 $2'));
    expect(week).toEqual([
      `粤02${String(expiringWorker.id).padStart(10, '0')} 今天（2026-06-22）到期`, 'D7 今天（2026-06-22）到期', 'D31 将于 2026-07-16 到期，还有24天',
    ]);
  });

  test('the job waits for just after the next site midnight', () => {
    expect(msUntilSiteMidnight(TEST_NOW)).toBe(14 * 3_600_000 + 5_000);
    expect(msUntilSiteMidnight(Date.parse('2026-06-15T23:59:59+08:00'))).toBe(1_000 + 5_000);
  });
});
