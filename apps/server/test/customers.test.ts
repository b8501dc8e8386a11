import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';

/**
 * 客户管理 (docs/decisions/0420): 客户列表 and 客户拜访 on the generic mount with the rows of seed-customers.ts
 * (the test clock: 2026-06-15 10:00 site time), the checks of their hooks and the callers' scopes.
 */
const s = useTestServer({ template: 'core', signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'] });
const tokens = s.tokens;
let companies: Record<string, number>;
let customers: Record<string, number>;
const url = (path: string) => `${s.api}${path}`;
const C = '/api/Customer';
const V = '/api/CustomerVisit';

beforeAll(async () => {
  companies = Object.fromEntries((await s.db.many<{ id: number; name: string }>('SELECT id, name FROM companies')).map((r) => [r.name, r.id]));
  customers = Object.fromEntries((await s.db.many<{ id: number; customer_name: string }>('SELECT id, customer_name FROM customers')).map((r) => [r.customer_name, r.id]));
});

const list = async (path: string, user: string, query: Record<string, string | number> = {}) =>
  (await get(url(path), { index: 0, size: 100, ...query }, bearer(tokens[user]!))).body;
const post = (path: string, user: string, fields: Record<string, string | number>) => postForm(url(path), fields, bearer(tokens[user]!)).then((r) => r.body);

describe('客户列表 and 客户拜访: the seeded rows in each caller\'s scope', () => {
  test('enterprise_demo (华建第一工程 and its branch) lists 3 customers and their 4 visits; sysadmin all 5 and 6', async () => {
    const own = await list(`${C}/WhereCustomerList`, 'enterprise_demo');
    expect(own.page).toMatchObject({ record_count: 3 });
    expect(own.data.map((r: { customerName: string }) => r.customerName).sort()).toEqual(['前海城建商砼采购中心', '深圳市鹏城建设集团有限公司', '深圳湾科技园开发有限公司'].sort());
    const bay = own.data.find((r: { customerName: string }) => r.customerName === '深圳湾科技园开发有限公司');
    expect(bay).toMatchObject({
      customerType: 1, contactor: '陈志远', contactPhone: '1391***0001', address: '深圳市南山区科技园南区高新南七道',
      remark: '南山科技园综合楼项目建设单位', companyId: companies['华建第一工程有限公司'],
    });
    // The phone in full in the detail for a caller who may edit (decision 0310), masked for readonly_demo.
    expect((await get(url(`${C}/GetCustomerDetail`), { id: bay.id }, bearer(tokens.enterprise_demo!))).body.data).toMatchObject({ contactPhone: '13912340001' });
    expect((await get(url(`${C}/GetCustomerDetail`), { id: bay.id }, bearer(tokens.readonly_demo!))).body.data).toMatchObject({ contactPhone: '1391***0001' });
    expect((await list(`${C}/WhereCustomerList`, 'enterprise_demo', { strWhere: 'customer_type = 4' })).data.map((r: { customerName: string }) => r.customerName)).toEqual(['前海城建商砼采购中心']);

    const visits = await list(`${V}/WhereCustomerVisitList`, 'enterprise_demo');
    expect(visits.page).toMatchObject({ record_count: 4 });
    // Newest visit first; times in site time (+08:00), follow-up dates as days.
    expect(visits.data.map((r: Record<string, unknown>) => [r.customerId, r.visitTime, r.visitWay, r.visitor, r.nextFollowDate])).toEqual([
      [customers['深圳湾科技园开发有限公司'], '2026-06-12T07:00:00.000Z', 2, '张建国', '2026-06-22'],
      [customers['深圳市鹏城建设集团有限公司'], '2026-06-09T02:00:00.000Z', 3, '李项目', '2026-06-16'],
      [customers['前海城建商砼采购中心'], '2026-06-06T06:30:00.000Z', 1, '张建国', null],
      [customers['深圳湾科技园开发有限公司'], '2026-06-03T01:30:00.000Z', 1, '张建国', '2026-06-21'],
    ]);
    expect(visits.data[2]).toMatchObject({ companyId: companies['华建第一工程南山分公司'], content: '上门了解前海片区商砼年度采购需求，提交C30/C35报价单。' });

    expect((await list(`${C}/WhereCustomerList`, 'sysadmin')).page).toMatchObject({ record_count: 5 });
    expect((await list(`${V}/WhereCustomerVisitList`, 'sysadmin')).page).toMatchObject({ record_count: 6 });
    // readonly_demo reads them; project_demo and government_demo hold no 客户管理.
    expect((await list(`${V}/WhereCustomerVisitList`, 'readonly_demo')).page).toMatchObject({ record_count: 4 });
    for (const user of ['project_demo', 'government_demo']) {
      expect(await list(`${C}/WhereCustomerList`, user)).toMatchObject({ code: 402, detail: '没有权限' });
      expect(await list(`${V}/WhereCustomerVisitList`, user)).toMatchObject({ code: 402, detail: '没有权限' });
    }
  });
});

describe('客户列表: create, edit, delete', () => {
  test('messages in declared order; the name unique in the company; readonly_demo may not add', async () => {
    const create = (fields: Record<string, string | number>, user = 'enterprise_demo') => post(`${C}/CreateCustomer`, user, fields);
    expect((await create({ customer_type: 1 })).detail).toBe('请输入客户名称');
    expect((await create({ customer_name: '测试客户' })).detail).toBe('请选择客户类型');
    expect((await create({ customer_name: '测'.repeat(51), customer_type: 1 })).detail).toBe('客户名称不能超过50个字符');
    expect((await create({ customer_name: '测试客户', customer_type: 9 })).detail).toBe('客户类型格式不正确');
    expect((await create({ customer_name: '测试客户', customer_type: 1, contact_phone: '12345' })).detail).toBe('联系电话格式不正确');
    expect((await create({ customer_name: ' 深圳湾科技园开发有限公司 ', customer_type: 1 })).detail).toBe('客户名称已存在');
    expect(await create({ customer_name: '测试客户', customer_type: 1 }, 'readonly_demo')).toMatchObject({ code: 402 });
    expect(await s.db.one('SELECT count(*)::int AS n FROM customers WHERE customer_name = $1', ['测试客户'])).toEqual({ n: 0 });
  });

  test('a customer is created in the caller\'s company, edited and deleted (soft)', async () => {
    const created = await post(`${C}/CreateCustomer`, 'enterprise_demo', { customer_name: '南山测试客户', customer_type: 5, contactor: '测试', contact_phone: '13800138000', remark: '第一行\n第二行' });
    expect(created).toMatchObject({ code: 200, msg: '提交成功' });
    const id = created.data.id as number;
    expect(await s.db.one('SELECT company_id, customer_type, contact_phone, remark, if_del FROM customers WHERE id = $1', [id])).toEqual({
      company_id: companies['华建第一工程有限公司'], customer_type: 5, contact_phone: '13800138000', remark: '第一行\n第二行', if_del: 0,
    });
    // The same name in another company is another customer.
    expect((await post(`${C}/CreateCustomer`, 'sysadmin', { customer_name: '南山测试客户', customer_type: 5 })).code).toBe(200);

    expect((await post(`${C}/ModifyCustomer`, 'enterprise_demo', { id, customerType: 3, address: '深圳市南山区' })).code).toBe(200);
    expect(await s.db.one('SELECT customer_name, customer_type, address FROM customers WHERE id = $1', [id])).toEqual({ customer_name: '南山测试客户', customer_type: 3, address: '深圳市南山区' });
    expect((await post(`${C}/ModifyCustomer`, 'enterprise_demo', { id, customer_name: '深圳市鹏城建设集团有限公司' })).detail).toBe('客户名称已存在');

    expect(await post(`${C}/DeleteCustomer`, 'enterprise_demo', { id })).toMatchObject({ code: 200, msg: '删除成功!' });
    expect(await s.db.one('SELECT if_del FROM customers WHERE id = $1', [id])).toEqual({ if_del: 1 });
    expect((await list(`${C}/WhereCustomerList`, 'enterprise_demo')).page).toMatchObject({ record_count: 3 });
    // Its name is free again.
    const again = await post(`${C}/CreateCustomer`, 'enterprise_demo', { customer_name: '南山测试客户', customer_type: 5 });
    expect(again.code).toBe(200);
    expect((await post(`${C}/DeleteCustomer`, 'enterprise_demo', { id: again.data.id })).code).toBe(200);
  });

  test('another company\'s customer is refused (402) and unchanged', async () => {
    const theirs = customers['广州天河商业投资有限公司']!;
    expect((await get(url(`${C}/GetCustomerDetail`), { id: theirs }, bearer(tokens.enterprise_demo!))).body).toMatchObject({ code: 402, msg: '没有权限' });
    expect(await post(`${C}/ModifyCustomer`, 'enterprise_demo', { id: theirs, customer_name: '越权' })).toMatchObject({ code: 402 });
    expect(await post(`${C}/DeleteCustomer`, 'enterprise_demo', { id: theirs })).toMatchObject({ code: 402 });
    expect(await s.db.one('SELECT customer_name, if_del FROM customers WHERE id = $1', [theirs])).toEqual({ customer_name: '广州天河商业投资有限公司', if_del: 0 });
  });

  test('a customer with visits is not deleted', async () => {
    const bay = customers['深圳湾科技园开发有限公司']!;
    expect(await post(`${C}/DeleteCustomer`, 'enterprise_demo', { id: bay })).toMatchObject({ code: 400, detail: '该客户下还有2条拜访记录，不能删除' });
    expect(await s.db.one('SELECT if_del FROM customers WHERE id = $1', [bay])).toEqual({ if_del: 0 });
  });
});

describe('客户拜访: create, edit, delete', () => {
  const full = () => ({
    customer_id: customers['深圳市鹏城建设集团有限公司']!, visit_time: '2026-06-15T09:00', visit_way: 1, visitor: '张建国', content: '上门拜访，沟通合作意向。',
  });

  test('messages in declared order, then the hooks\' checks', async () => {
    const create = (fields: Record<string, string | number>) => post(`${V}/CreateCustomerVisit`, 'enterprise_demo', fields);
    const { customer_id, visit_time, visit_way, visitor } = full();
    expect((await create({})).detail).toBe('请选择客户');
    expect((await create({ customer_id })).detail).toBe('请选择拜访时间');
    expect((await create({ customer_id, visit_time })).detail).toBe('请选择拜访方式');
    expect((await create({ customer_id, visit_time, visit_way })).detail).toBe('请输入拜访人');
    expect((await create({ customer_id, visit_time, visit_way, visitor })).detail).toBe('请输入拜访内容');
    expect((await create({ ...full(), content: '字'.repeat(501) })).detail).toBe('拜访内容不能超过500个字符');
    expect((await create({ ...full(), next_follow_date: '2026-02-30' })).detail).toBe('下次跟进日期格式不正确');
    expect((await create({ ...full(), visit_way: 7 })).detail).toBe('拜访方式格式不正确');
    expect((await create({ ...full(), visit_time: '2026-02-30T09:00' })).detail).toBe('拜访时间格式不正确');
    expect((await create({ ...full(), customer_id: 999_999 })).detail).toBe('客户不存在或已删除');
  });

  test('a visit to a customer of another company is refused (402), nothing written', async () => {
    const before = await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM customer_visits');
    const theirs = { ...full(), customer_id: customers['广州天河商业投资有限公司']! };
    expect(await post(`${V}/CreateCustomerVisit`, 'enterprise_demo', theirs)).toMatchObject({ code: 402, msg: '没有权限' });
    // Nor by moving an own visit to that customer.
    const own = (await s.db.one<{ id: number }>('SELECT id FROM customer_visits WHERE customer_id = $1 ORDER BY id LIMIT 1', [customers['深圳市鹏城建设集团有限公司']]))!.id;
    expect(await post(`${V}/ModifyCustomerVisit`, 'enterprise_demo', { id: own, customer_id: theirs.customer_id })).toMatchObject({ code: 402 });
    expect(await s.db.one('SELECT customer_id FROM customer_visits WHERE id = $1', [own])).toEqual({ customer_id: customers['深圳市鹏城建设集团有限公司'] });
    // Another company's visit itself: not read, not changed.
    const foreign = (await s.db.one<{ id: number }>('SELECT id FROM customer_visits WHERE customer_id = $1', [theirs.customer_id]))!.id;
    expect((await get(url(`${V}/GetCustomerVisitDetail`), { id: foreign }, bearer(tokens.enterprise_demo!))).body).toMatchObject({ code: 402 });
    expect(await post(`${V}/ModifyCustomerVisit`, 'enterprise_demo', { id: foreign, visitor: '越权' })).toMatchObject({ code: 402 });
    expect(await s.db.one('SELECT count(*)::int AS n FROM customer_visits')).toEqual(before);
  });

  test('a visit is created in its customer\'s company at site time, edited, deleted; then its customer may go', async () => {
    // enterprise_demo works in 华建第一工程; the branch's customer gives the branch's company.
    const branchCustomer = (await post(`${C}/CreateCustomer`, 'sysadmin', { customer_name: '分公司测试客户', customer_type: 2 })).data.id as number;
    await s.db.exec('UPDATE customers SET company_id = $1 WHERE id = $2', [companies['华建第一工程南山分公司'], branchCustomer]);
    const created = await post(`${V}/CreateCustomerVisit`, 'enterprise_demo', { ...full(), customer_id: branchCustomer, next_follow_date: '2026-06-30' });
    expect(created).toMatchObject({ code: 200, msg: '提交成功' });
    const id = created.data.id as number;
    const row = await s.db.one<{ company_id: number; visit_time: Date; next: string }>(
      `SELECT company_id, visit_time, to_char(next_follow_date, 'YYYY-MM-DD') AS next FROM customer_visits WHERE id = $1`, [id],
    );
    expect([row!.company_id, row!.visit_time.toISOString(), row!.next]).toEqual([companies['华建第一工程南山分公司'], '2026-06-15T01:00:00.000Z', '2026-06-30']);
    const detail = (await get(url(`${V}/GetCustomerVisitDetail`), { id }, bearer(tokens.enterprise_demo!))).body.data;
    expect(detail).toMatchObject({ customerId: branchCustomer, visitTime: '2026-06-15T01:00:00.000Z', nextFollowDate: '2026-06-30', visitWay: 1 });

    expect((await post(`${V}/ModifyCustomerVisit`, 'enterprise_demo', { id, visit_way: 3, next_follow_date: '', content: '改为视频会议。' })).code).toBe(200);
    expect(await s.db.one('SELECT visit_way, next_follow_date, content FROM customer_visits WHERE id = $1', [id])).toEqual({ visit_way: 3, next_follow_date: null, content: '改为视频会议。' });

    expect((await post(`${C}/DeleteCustomer`, 'sysadmin', { id: branchCustomer })).detail).toBe('该客户下还有1条拜访记录，不能删除');
    expect(await post(`${V}/DeleteCustomerVisit`, 'enterprise_demo', { id })).toMatchObject({ code: 200, msg: '删除成功!' });
    expect(await s.db.one('SELECT if_del FROM customer_visits WHERE id = $1', [id])).toEqual({ if_del: 1 });
    expect(await post(`${C}/DeleteCustomer`, 'sysadmin', { id: branchCustomer })).toMatchObject({ code: 200 });
    // A deleted customer is no longer chosen.
    expect((await post(`${V}/CreateCustomerVisit`, 'enterprise_demo', { ...full(), customer_id: branchCustomer })).detail).toBe('客户不存在或已删除');
  });
});
