import { useTestServer } from '../testing';
import { download, sheetRows } from './excel/xlsx-helpers';
import { bearer, get, postForm } from './http-client';

/**
 * 银行账户 and 工资发放 (issue 21 Deliver 8, docs/decisions/0680–0685): a team's monthly sheet computed from the
 * month's attendance × the signed contract's daily wage (one statement), frozen once submitted, audited with the
 * audit button, paid (funds status, wage payments); another project's sheet refused by id; the bank file with masked
 * ID and account only; a bank account's 确认 / 驳回 followed by the roster's 银行账户状态. Values of the fixed seed
 * (test clock 2026-06-15: May paid on 06-10, June a draft).
 */
const s = useTestServer({ signIn: ['project_demo', 'readonly_demo'] });
const P = 'project_demo';
const call = async (path: string, user: string, fields: Record<string, string | number>) => (await postForm(`${s.api}/api/${path}`, fields, bearer(s.token(user)))).body;
const list = async (path: string, user: string, strWhere: string) => (await get(`${s.api}/api/${path}`, { strWhere, index: 1, size: 100 }, bearer(s.token(user)))).body;

let nanshan: number;
/** 升降机班's June sheet of project_demo's project (a draft), and 朱军's line on it. */
let sheet: number;
let worker: number;
let line: number;

beforeAll(async () => {
  nanshan = (await s.db.one<{ id: number }>("SELECT auth_project_id AS id FROM users WHERE user_name = 'project_demo'"))!.id;
  sheet = (await s.db.one<{ id: number }>("SELECT id FROM payroll_sheets WHERE project_id = $1 AND team_name = '升降机班' AND pay_month = '2026-06-01'", [nanshan]))!.id;
  worker = (await s.db.one<{ id: number }>("SELECT id FROM workers WHERE project_id = $1 AND worker_name = '朱军'", [nanshan]))!.id;
  line = Number((await s.db.one<{ id: string }>('SELECT id FROM payroll_lines WHERE sheet_id = $1 AND worker_id = $2', [sheet, worker]))!.id);
});

describe('the monthly sheet', () => {
  test('computed from the month\'s attendance × the signed daily wage; a new attendance day is in it after 重新计算', async () => {
    const lines = await list('PayrollLine/WherePayrollLineList', P, `sheet_id = ${sheet}`);
    expect(lines.data.find((l: { id: number }) => l.id === line)).toMatchObject({ workerName: '朱军', idCard: '4311**********1552', workDays: 14, dailyWage: 400, gross: 5600, deductions: 0, net: 5600, fundsStatus: 0 });
    const days = await s.db.one<{ n: number }>("SELECT count(*)::int AS n FROM attendance_records WHERE worker_id = $1 AND work_date BETWEEN '2026-06-01' AND '2026-06-30'", [worker]);
    expect(days!.n).toBe(14);
    const detail = (await get(`${s.api}/api/PayrollSheet/GetPayrollSheetDetail`, { id: sheet }, bearer(s.token(P)))).body.data;
    expect(detail).toMatchObject({ teamName: '升降机班', employerName: '南山建工劳务有限公司', payMonth: '2026-06-01', payDate: '2026-07-10', status: 1, workerCount: 8, totalDays: 81, totalGross: 32400 });

    const missing = await s.db.one<{ day: string }>(
      `SELECT d::date::text AS day FROM generate_series('2026-06-01'::date, '2026-06-14'::date, interval '1 day') d
        WHERE NOT EXISTS (SELECT 1 FROM attendance_records a WHERE a.worker_id = $1 AND a.work_date = d::date) ORDER BY 1 LIMIT 1`, [worker]);
    await s.db.exec(
      `INSERT INTO attendance_records (worker_id, company_id, project_id, work_date, in_time, out_time)
       SELECT id, company_id, project_id, $2::date, ($2::date + time '07:00') AT TIME ZONE 'Asia/Shanghai', ($2::date + time '17:00') AT TIME ZONE 'Asia/Shanghai' FROM workers WHERE id = $1`,
      [worker, missing!.day]);
    expect(await call('PayrollSheet/ComputePayrollSheet', P, { id: sheet })).toMatchObject({ code: 200, data: { id: sheet, workerCount: 8, totalGross: 32800, totalNet: 32800 } });
    const after = await s.db.one('SELECT work_days, gross::text, net::text FROM payroll_lines WHERE id = $1', [line]);
    expect(after).toEqual({ work_days: 15, gross: '6000.00', net: '6000.00' });
  });

  test('a deduction while 草稿; past 草稿 no edit, no recomputation, no delete; the audit button required; 发放 pays through the accounts', async () => {
    expect(await call('PayrollLine/ModifyPayrollLine', P, { id: line, deductions: 6000.01 })).toMatchObject({ code: 400, detail: '扣款不能大于应发工资' });
    expect(await call('PayrollLine/ModifyPayrollLine', P, { id: line, deductions: 200 })).toMatchObject({ code: 200 });
    expect(await s.db.one('SELECT net::text FROM payroll_lines WHERE id = $1', [line])).toEqual({ net: '5800.00' });
    expect(await s.db.one('SELECT total_deductions::text AS d, total_net::text AS n FROM payroll_sheets WHERE id = $1', [sheet])).toEqual({ d: '200.00', n: '32600.00' });
    expect(await call('PayrollLine/ConfirmPayrollLine', P, { id: line })).toMatchObject({ code: 400, detail: '工资表尚未提交审核，工人不能确认' });

    expect(await call('PayrollSheet/SubmitPayrollSheet', P, { id: sheet })).toMatchObject({ code: 200, data: { status: 2, statusName: '已提交审核' } });
    expect(await call('PayrollSheet/ComputePayrollSheet', P, { id: sheet })).toMatchObject({ code: 400, detail: '工资表已提交审核，不能修改或重新计算' });
    expect(await call('PayrollSheet/AuditPayrollSheet', 'readonly_demo', { id: sheet, status: 3 })).toMatchObject({ code: 402 });
    expect(await call('PayrollSheet/AuditPayrollSheet', P, { id: sheet, status: 3 })).toMatchObject({ code: 200, data: { status: 3, statusName: '已审核' } });
    expect(await call('PayrollSheet/ComputePayrollSheet', P, { id: sheet })).toMatchObject({ code: 400, detail: '工资表已审核，不能修改或重新计算' });
    expect(await call('PayrollLine/ModifyPayrollLine', P, { id: line, deductions: 0 })).toMatchObject({ code: 400, detail: '工资表已审核，不能修改或重新计算' });
    expect(await call('PayrollSheet/DeletePayrollSheet', P, { id: sheet })).toMatchObject({ code: 400, detail: '工资表已审核，不能删除' });
    expect(await call('PayrollLine/ConfirmPayrollLine', P, { id: line })).toMatchObject({ code: 200, data: { id: line } });
    expect(await call('PayrollLine/ConfirmPayrollLine', P, { id: line })).toMatchObject({ code: 400, detail: '工人已确认' });

    expect(await call('PayrollSheet/PayPayrollSheet', P, { id: sheet })).toMatchObject({ code: 200, data: { status: 4 } });
    expect(await s.db.one('SELECT funds_status FROM payroll_lines WHERE id = $1', [line])).toEqual({ funds_status: 1 });
    expect(await s.db.one("SELECT amount::text, funds_status FROM wage_payments WHERE worker_id = $1 AND pay_month = '2026-06-01'", [worker])).toEqual({ amount: '5800.00', funds_status: 1 });
  });

  test('another project\'s sheet is refused by id; readonly_demo has no payroll page', async () => {
    const other = (await s.db.one<{ id: number }>('SELECT min(id) AS id FROM payroll_sheets WHERE project_id <> $1 AND status = 1', [nanshan]))!.id;
    expect((await get(`${s.api}/api/PayrollSheet/GetPayrollSheetDetail`, { id: other }, bearer(s.token(P)))).body.code).toBe(402);
    expect(await call('PayrollSheet/ComputePayrollSheet', P, { id: other })).toMatchObject({ code: 402 });
    expect(await call('PayrollSheet/SubmitPayrollSheet', P, { id: other })).toMatchObject({ code: 402 });
    expect((await get(`${s.api}/api/PayrollSheet/WherePayrollSheetList`, {}, bearer(s.token('readonly_demo')))).body.code).toBe(402);
  });
});

test('the bank file: each line with the masked ID and account, never a whole one', async () => {
  const file = await download(`${s.api}/api/PayrollLine/ExportExcel?strWhere=${encodeURIComponent(`sheet_id = ${sheet}`)}`, s.token(P));
  expect(file.status).toBe(200);
  const rows = await sheetRows(file.bytes);
  const header = rows[0] as string[];
  const col = (label: string) => header.indexOf(label);
  const zhu = rows.find((r) => r[col('姓名')] === '朱军')!;
  expect([zhu[col('身份证号')], zhu[col('开户银行')], zhu[col('银行账号')], Number(zhu[col('实发工资(元)')])]).toEqual(['4311**********1552', '中国建设银行', '6222***********1332', 5800]);
  expect(rows).toHaveLength(9);
  const cells = rows.flat().map(String);
  expect(cells.filter((c) => /\d{15,}/.test(c))).toEqual([]);
});

test('a bank account: masked in the list, one per worker, 驳回 / resubmitted / 银行确认 followed by the roster', async () => {
  const account = (await s.db.one<{ id: number; worker_id: number }>('SELECT id, worker_id FROM bank_accounts WHERE project_id = $1 AND status = 1 ORDER BY id LIMIT 1', [nanshan]))!;
  const roster = async () => (await s.db.one<{ s: number }>('SELECT bank_account_status AS s FROM workers WHERE id = $1', [account.worker_id]))!.s;
  const listed = await list('BankAccount/WhereBankAccountList', P, `worker_id = ${account.worker_id}`);
  expect(listed.data[0].accountNo).toMatch(/^6222\*{11}\d{4}$/);
  expect(await call('BankAccount/CreateBankAccount', P, { workerId: account.worker_id, bankName: '中国银行', accountNo: '6217000000000000001' })).toMatchObject({ code: 409, detail: '该工人已有银行账户' });
  expect(await call('BankAccount/AuditBankAccount', 'readonly_demo', { id: account.id, status: 3, rejectReason: '户名不符' })).toMatchObject({ code: 402 });
  expect(await call('BankAccount/AuditBankAccount', P, { id: account.id, status: 3 })).toMatchObject({ code: 400, detail: '请输入驳回原因' });
  expect(await call('BankAccount/AuditBankAccount', P, { id: account.id, status: 3, rejectReason: '户名不符' })).toMatchObject({ code: 200, data: { status: 3 } });
  expect(await roster()).toBe(3);
  expect(await call('BankAccount/ModifyBankAccount', P, { id: account.id, accountNo: '1234' })).toMatchObject({ code: 400, detail: '银行账号须为12到30位数字' });
  expect(await call('BankAccount/ModifyBankAccount', P, { id: account.id, accountNo: '6217 0000 1234 5678 901' })).toMatchObject({ code: 200 });
  expect(await s.db.one('SELECT status, reject_reason, account_no_masked FROM bank_accounts WHERE id = $1', [account.id])).toEqual({ status: 1, reject_reason: '', account_no_masked: '6217***********8901' });
  expect(await roster()).toBe(1);
  expect(await call('BankAccount/AuditBankAccount', P, { id: account.id, status: 2 })).toMatchObject({ code: 200, data: { status: 2, statusName: '银行已确认' } });
  expect(await roster()).toBe(2);
  const audit = await s.db.many<{ after: string }>("SELECT after::text FROM audit_log WHERE table_name = 'bank_accounts' AND record_id = $1", [String(account.id)]);
  expect(audit.length).toBeGreaterThan(0);
  expect(audit.filter((a) => a.after.includes('6217000012345678901') || a.after.includes('account_no_cipher'))).toEqual([]);
});
