import { lookupLabel } from '@worksite/lookups';
import { get } from '../http-client';
import { useTestServer } from '../../testing';
import { download, sheetRows } from './xlsx-helpers';

const s = useTestServer({ signIn: ['enterprise_demo'] });

describe('Excel export of other generically mounted types', () => {
  test('organisations (export only: 组织机构 has no inport button): the list\'s rows, 组织类型 as its label', async () => {
    const file = await download(`${s.api}/api/Org/ExportExcel`, s.token('enterprise_demo'));
    expect(file.status).toBe(200);
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(['组织名称', '组织类型', '统一社会信用代码', '联系人', '联系电话', '地址', '所属区域']);
    const list = await get(`${s.api}/api/Org/GetOrgList`, { index: 0, size: 1000, token: s.token('enterprise_demo') });
    expect(rows).toHaveLength(1 + list.body.page.record_count);
    expect(list.body.page.record_count).toBe(5);
    // Contact phones masked (SPEC §5: first 4, last 4), mobile and landline alike.
    expect(rows.slice(1, 3)).toEqual([
      ['南山设备租赁有限公司', '设备分包', '91440300MA5F000005', '吴设备', '1390***0005', undefined, '440305'],
      ['深港商砼有限公司', '商砼站', '91440300MA5F000004', '周商砼', '0755*****1234', undefined, '440305'],
    ]);
    const listed = list.body.data as { orgName: string; orgType: number }[];
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual(listed.map((o) => [o.orgName, lookupLabel('companyType', o.orgType)]));
    // No import for organisations: the calls are not derived, hence not served.
    expect((await fetch(`${s.api}/api/Org/ImportTemplate`, { headers: { authorization: `Bearer ${s.token('enterprise_demo')}` } })).status).toBe(404);
  });
});

describe('the export has the page\'s columns, read-only and remote ones too (docs/decisions/0346)', () => {
  test('用户管理 导出: the users the list counts, 审核状态 and 状态 included, phones masked, no password', async () => {
    const file = await download(`${s.api}/api/ERPUser/ExportExcel`, s.token('enterprise_demo'));
    expect(file.status).toBe(200);
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(['用户名', '姓名', '手机号', '邮箱', '用户类型', '审核状态', '状态']);
    const list = await get(`${s.api}/api/ERPUser/QueryUserList`, { index: 1, size: 1000, token: s.token('enterprise_demo') });
    const users = list.body.data as { id: number; userName: string; auditStatus: number; mobile: string }[];
    expect(rows).toHaveLength(1 + list.body.page.record_count);
    const byName = new Map(rows.slice(1).map((r) => [r[0], r]));
    const demo = byName.get('enterprise_demo')!;
    expect(demo[5]).toBe(lookupLabel('auditStatus', 2));
    expect(String(demo[2])).toMatch(/^\d{4}\*+\d{4}$/);
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set(users.map((u) => u.userName)));
  });

  test('订单管理 导出: 订单状态 and 签收状态 as the list shows them (labels), beside the writable columns', async () => {
    const file = await download(`${s.api}/api/PCConcOrder/ExportExcel`, s.token('enterprise_demo'));
    expect(file.status).toBe(200);
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(expect.arrayContaining(['订单编号', '强度等级', '订单状态', '签收状态']));
    const list = await get(`${s.api}/api/PCConcOrder/WhereOrderList`, { index: 1, size: 1000, token: s.token('enterprise_demo') });
    const orders = list.body.data as { orderNo: string; status: number; signIn: number }[];
    expect(rows).toHaveLength(1 + list.body.page.record_count);
    const col = (label: string) => (rows[0] as string[]).indexOf(label);
    const byNo = new Map(rows.slice(1).map((r) => [r[col('订单编号')], r]));
    // 计划浇筑时间 in site time (Asia/Shanghai), as the pages show it, never an ISO text.
    for (const r of rows.slice(1)) expect(String(r[col('计划浇筑时间')])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    for (const o of orders) {
      expect(byNo.get(o.orderNo)![col('订单状态')]).toBe(lookupLabel('concOrderStatus', o.status));
      expect(byNo.get(o.orderNo)![col('签收状态')]).toBe(lookupLabel('signInStatus', o.signIn));
    }
  });
});
