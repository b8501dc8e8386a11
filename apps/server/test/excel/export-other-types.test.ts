import { lookupLabel } from '@worksite/lookups';
import { get, login } from '../http-client';
import { startTestServer, type TestServer } from '../../testing';
import { download, sheetRows } from './xlsx-helpers';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await login(s.api, 'enterprise_demo');
});
afterAll(async () => {
  await s?.close();
});

describe('Excel export of other generically mounted types', () => {
  test('organisations (export only: 组织机构 has no inport button): the list\'s rows, 组织类型 as its label', async () => {
    const file = await download(`${s.api}/api/Org/ExportExcel`, token);
    expect(file.status).toBe(200);
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(['组织名称', '组织类型', '统一社会信用代码', '联系人', '联系电话', '地址', '所属区域']);
    const list = await get(`${s.api}/api/Org/GetOrgList`, { index: 0, size: 1000, token });
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
    expect((await fetch(`${s.api}/api/Org/ImportTemplate`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });
});
