import { Writable } from 'node:stream';
import { idCardCheckChar } from '@worksite/validators';
import { useTestServer } from '../testing';
import { download, sheetRows } from './excel/xlsx-helpers';
import { bearer, get, postForm } from './http-client';

/**
 * 人员花名册 and real-name registration (issue 21 Deliver 1, docs/decisions/0630–0633): the ID number checked (GB 11643),
 * kept as keyed hash + cipher + mask, never whole in an answer, an export or a log line unless revealed by the
 * 查看证件号 button (audited); one registration per project, the company's 黑名单 refused with its reason; another
 * project's worker refused by id (402); 退场 a workflow move.
 */
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const s = useTestServer({ signIn: ['project_demo', 'readonly_demo'], config: { logLevel: 'info' }, logStream: capture });

const WORKER = '/api/Worker';
/** An 18-digit ID number anywhere in a text (a whole one: no digit before or after). */
const FULL_ID = /(?<!\d)\d{17}[\dX](?!\d)/;
const idOf = (first17: string) => first17 + idCardCheckChar(first17);
/** 男, born 1990-03-07 (sequence 123: odd). */
const NEW_ID = idOf('11010119900307123');
const BLACKLISTED = '440305198503122015';

let nanshan: number;
let otherProjectWorker: number;
let employer: number;
const P = 'project_demo';
const call = async (action: string, user: string, fields: Record<string, string | number>) =>
  (await postForm(`${s.api}${WORKER}/${action}`, fields, bearer(s.token(user)))).body;
const read = async (action: string, user: string, query: Record<string, string | number>) =>
  (await get(`${s.api}${WORKER}/${action}`, query, bearer(s.token(user)))).body;
const worker = (extra: Record<string, string | number> = {}) => ({
  workerName: '周登记', idCard: NEW_ID, workType: 1099, tradeName: '钢筋工', teamName: '钢筋班', phone: '13912345678',
  entryDate: '2026-05-01', projectId: nanshan, employerId: employer, emergencyContact: '周家属', emergencyPhone: '13712345678', ...extra,
});

beforeAll(async () => {
  nanshan = (await s.db.one<{ id: number }>("SELECT auth_project_id AS id FROM users WHERE user_name = 'project_demo'"))!.id;
  otherProjectWorker = (await s.db.one<{ id: number }>('SELECT min(id) AS id FROM workers WHERE project_id <> $1', [nanshan]))!.id;
  employer = (await s.db.one<{ id: number }>("SELECT id FROM organisations WHERE org_name = '南山建工劳务有限公司'"))!.id;
});

describe('registration', () => {
  let created: number;

  test('a bad ID number is refused with the field\'s message; a good one derives gender and birth date and is stored masked, hashed and encrypted', async () => {
    expect(await call('CreateWorker', P, worker({ idCard: '110101199003071234' }))).toMatchObject({ code: 400, detail: '身份证号格式不正确' });
    expect(await call('CreateWorker', P, worker({ idCard: '' }))).toMatchObject({ code: 400, detail: '请输入身份证号' });
    const ok = await call('CreateWorker', P, worker());
    expect(ok).toMatchObject({ code: 200 });
    created = ok.data.id;
    const row = (await s.db.one<Record<string, unknown>>('SELECT * FROM workers WHERE id = $1', [created]))!;
    expect([row.id_card_masked, row.gender, row.birth_year, row.roster_status, row.company_id]).toEqual(['1101**********' + NEW_ID.slice(-4), 1, 1990, 1, expect.any(Number)]);
    expect(String(row.id_card_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toMatch(FULL_ID);
    // The seeded roster is kept the same way: every row hashed and encrypted.
    expect(await s.db.one('SELECT count(*)::int AS n FROM workers WHERE id_card_hash IS NULL OR id_card_cipher IS NULL')).toEqual({ n: 0 });
    expect((await read('GetWorkerDetail', P, { id: created })).data).toMatchObject({ idCard: '1101**********' + NEW_ID.slice(-4), gender: 1, birthDate: '1990-03-07', tradeName: '钢筋工' });
  });

  test('the same ID in the same project is refused (身份证号已存在); a blacklisted ID is refused with the reason', async () => {
    expect(await call('CreateWorker', P, worker({ workerName: '周重复', idCard: NEW_ID.toLowerCase() }))).toMatchObject({ code: 409, detail: '身份证号已存在' });
    expect(await call('CreateWorker', P, worker({ workerName: '王某某', idCard: BLACKLISTED }))).toMatchObject({
      code: 400, detail: '该身份证号已列入黑名单，不能登记：伪造特种作业操作证（架子工）上岗，经住建部门核查属实',
    });
  });

  test('list, detail and export answer no whole ID number; the edit form\'s mask sent back changes nothing', async () => {
    const list = await read('WhereWorkerList', P, { index: 0, size: 1000 });
    expect(list.page.record_count).toBeGreaterThan(100);
    expect(JSON.stringify(list)).not.toMatch(FULL_ID);
    expect(JSON.stringify(await read('GetWorkerDetail', P, { id: created }))).not.toMatch(FULL_ID);
    const file = await download(`${s.api}${WORKER}/ExportExcel`, s.token(P));
    expect(file.status).toBe(200);
    const rows = await sheetRows(file.bytes);
    expect(rows).toHaveLength(1 + list.page.record_count);
    expect(JSON.stringify(rows)).not.toMatch(FULL_ID);
    expect(await call('ModifyWorker', P, { id: created, idCard: '1101**********' + NEW_ID.slice(-4), teamName: '木工班' })).toMatchObject({ code: 200 });
    expect((await s.db.one<{ team_name: string; id_card_masked: string }>('SELECT team_name, id_card_masked FROM workers WHERE id = $1', [created]))).toEqual({ team_name: '木工班', id_card_masked: '1101**********' + NEW_ID.slice(-4) });
  });

  test('查看证件号 needs its button and is audited (who, whom, when); another project\'s worker is refused by id (402)', async () => {
    expect(await read('GetWorkerIdCard', 'readonly_demo', { id: created })).toMatchObject({ code: 402 });
    expect((await read('GetWorkerIdCard', P, { id: created })).data).toEqual({ id: created, idCard: NEW_ID });
    const audit = await s.db.many<{ user_name: string; after: { workerName: string; idCard: string }; recent: boolean }>(
      `SELECT u.user_name, a.after, a.at > now() - interval '1 minute' AS recent FROM audit_log a JOIN users u ON u.id = a.user_id
        WHERE a.action = 'worker-reveal-id-card' AND a.record_id = $1`, [created]);
    expect(audit).toEqual([{ user_name: P, after: { workerName: '周登记', idCard: '1101**********' + NEW_ID.slice(-4) }, recent: true }]);
    for (const action of ['GetWorkerDetail', 'GetWorkerIdCard']) expect(await read(action, P, { id: otherProjectWorker })).toMatchObject({ code: 402, detail: '没有权限' });
    expect(await call('ModifyWorker', P, { id: otherProjectWorker, teamName: 'x' })).toMatchObject({ code: 402 });
  });

  test('退场 is a move writing the exit date, not before the entry date', async () => {
    expect(await call('ExitWorker', P, { id: created, rosterStatus: 2, exitDate: '2026-04-30' })).toMatchObject({ code: 400, detail: '退场日期不能早于进场日期' });
    expect(await call('ExitWorker', P, { id: created, rosterStatus: 2, exitDate: '2026-05-20' })).toMatchObject({ code: 200 });
    expect((await read('GetWorkerDetail', P, { id: created })).data).toMatchObject({ rosterStatus: 2, exitDate: '2026-05-20' });
  });

  test('no log line holds the whole ID number', async () => {
    await s.close();
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.join('\n')).not.toContain(NEW_ID);
    expect(lines.join('\n')).not.toContain(BLACKLISTED);
  });
});
