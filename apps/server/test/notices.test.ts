import { bearer, get, postForm } from './http-client';
import { useTestServer } from '../testing';

const s = useTestServer({ signIn: ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'] });
const tokens = s.tokens;
let users: Record<string, number>;
const url = (path: string) => `${s.api}${path}`;
const list = (token: string, extra: Record<string, string | number> = {}) => get(url('/api/SysNotice/GetSysNoticeList'), { index: 0, size: 500, token, ...extra });
const titles = (body: Record<string, any>) => (body.data as { title: string }[]).map((n) => n.title);
/** Demo notices of each account: [unread, read]. */
const NOTICE_COUNTS: Readonly<Record<string, readonly [number, number]>> = {
  // The hazards' seeds (docs/decisions/0704; a check's failed item, 0710s): report notices, a 重大隐患 to the authority,
  // the overdue one's escalation steps 1–3.
  sysadmin: [2, 2], enterprise_demo: [4, 2], project_demo: [13, 1], government_demo: [3, 1], readonly_demo: [3, 1],
};

beforeAll(async () => {
  users = Object.fromEntries((await s.db.many<{ id: number; user_name: string }>('SELECT id, user_name FROM users')).map((r) => [r.user_name, r.id]));
});

describe('notices', () => {
  test('every demo account has read and unread notices; the unread list (sysNoticeIsRead 0) feeds the badge', async () => {
    for (const u of Object.keys(tokens)) {
      const all = await list(tokens[u]!);
      const unread = await list(tokens[u]!, { sysNoticeIsRead: 0 });
      const read = await list(tokens[u]!, { sysNoticeIsRead: 1 });
      expect([u, unread.body.code, all.body.page.record_count]).toEqual([u, 200, unread.body.data.length + read.body.data.length]);
      expect([u, unread.body.data.length, read.body.data.length]).toEqual([u, ...NOTICE_COUNTS[u]!]);
      expect(unread.body.data.every((n: { sysNoticeIsRead: number }) => n.sysNoticeIsRead === 0)).toBe(true);
    }
    const ent = await list(tokens.enterprise_demo!);
    expect(titles(ent.body)).toContain('关于开展汛期安全大检查的通知');
    expect(titles(ent.body)).toContain('宝安沿江高架桥工程进度周报');
    expect(titles(ent.body)).not.toContain('天河商业中心项目停工通知');
    expect(titles((await list(tokens.government_demo!)).body)).not.toContain('关于开展汛期安全大检查的通知');
    expect(ent.body.data[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), content: expect.any(String), noticeType: expect.any(Number), createTime: expect.any(String) });
    expect((await list(tokens.enterprise_demo!, { sysNoticeIsRead: 5 })).status).toBe(400);
  });

  test('info, mark read, delete: per user; others are unaffected', async () => {
    const h = bearer(tokens.readonly_demo!);
    const unread = (await list(tokens.readonly_demo!, { sysNoticeIsRead: 0 })).body.data;
    const shared = unread.find((n: { title: string }) => n.title === '塔吊维保计划已更新');
    expect((await get(url('/api/SysNotice/GetSysNoticeInfo'), { id: shared.id }, h)).body.data).toMatchObject({ title: '塔吊维保计划已更新', sysNoticeIsRead: 0 });
    expect((await postForm(url('/api/SysNotice/UpdateSysNoticeIsRead'), { id: shared.id }, h)).body.code).toBe(200);
    const after = (await list(tokens.readonly_demo!, { sysNoticeIsRead: 0 })).body.data;
    expect(after).toHaveLength(unread.length - 1);
    expect(titles((await list(tokens.enterprise_demo!, { sysNoticeIsRead: 0 })).body)).toContain('塔吊维保计划已更新');
    expect((await postForm(url('/api/SysNotice/DelSysNotice'), { id: shared.id }, h)).body.msg).toBe('删除成功!');
    expect(titles((await list(tokens.readonly_demo!)).body)).not.toContain('塔吊维保计划已更新');
    expect(titles((await list(tokens.enterprise_demo!)).body)).toContain('塔吊维保计划已更新');
    expect((await get(url('/api/SysNotice/GetSysNoticeInfo'), { id: shared.id }, h)).body.code).toBe(402);
    const audit = await s.db.many<{ action: string }>("SELECT action FROM audit_log WHERE table_name IN ('notice_reads', 'notice_deletions') AND user_id = $1 ORDER BY id", [users.readonly_demo]);
    expect(audit.map((a) => a.action)).toEqual(['notice-read', 'notice-delete']);
  });

  test("a notice addressed to someone else by id → 402 and unchanged", async () => {
    const theirs = await s.db.one<{ id: number }>("SELECT id FROM notices WHERE target_user_id = $1 AND title = '待办事项提醒'", [users.government_demo]);
    const h = bearer(tokens.enterprise_demo!);
    expect((await get(url('/api/SysNotice/GetSysNoticeInfo'), { id: theirs!.id }, h)).body).toMatchObject({ code: 402, detail: '没有权限' });
    expect((await postForm(url('/api/SysNotice/UpdateSysNoticeIsRead'), { id: theirs!.id }, h)).body.code).toBe(402);
    expect((await postForm(url('/api/SysNotice/DelSysNotice'), { id: theirs!.id }, h)).body.code).toBe(402);
    expect(await s.db.one('SELECT (SELECT count(*)::int FROM notice_reads WHERE notice_id = $1) AS r, (SELECT count(*)::int FROM notice_deletions WHERE notice_id = $1) AS d', [theirs!.id])).toEqual({ r: 0, d: 0 });
    expect((await postForm(url('/api/SysNotice/UpdateSysNoticeIsRead'), { id: 'abc' }, h)).status).toBe(400);
  });

  test('SendMessage: to users and companies of the scope, validated, audited; outside → 402; no button → 402; no token → 401', async () => {
    const send = url('/api/TySendMessage/SendMessage');
    const h = bearer(tokens.enterprise_demo!);
    expect((await postForm(send, { content: '内容' }, h)).body.detail).toBe('请输入消息标题');
    expect((await postForm(send, { title: '标题' }, h)).body.detail).toBe('请输入消息内容');
    expect((await postForm(send, { title: 't'.repeat(201), content: 'c' }, h)).status).toBe(400);
    expect((await postForm(send, { title: '标题', content: '内容', noticeType: 7 }, h)).body.detail).toBe('消息类型不正确');
    const ok = await postForm(send, { title: '请核对人员名单', content: '请于今日内核对。', userIds: String(users.readonly_demo) }, h);
    expect(ok.body).toMatchObject({ code: 200, msg: '发送成功' });
    expect(titles((await list(tokens.readonly_demo!, { sysNoticeIsRead: 0 })).body)).toContain('请核对人员名单');
    expect(titles((await list(tokens.project_demo!)).body)).not.toContain('请核对人员名单');
    const other = (await s.db.one<{ id: number }>("SELECT id FROM companies WHERE name = '远景建设集团有限公司'"))!.id;
    expect((await postForm(send, { title: '越权', content: '越权', companyId: other }, h)).body.code).toBe(402);
    expect((await postForm(send, { title: '越权', content: '越权', userIds: String(users.government_demo) }, h)).body.code).toBe(402);
    expect((await postForm(send, { title: '越权', content: '越权' }, bearer(tokens.readonly_demo!))).body.code).toBe(402);
    expect((await postForm(send, { title: '越权', content: '越权' })).status).toBe(401);
    expect(await s.db.one("SELECT count(*)::int AS n FROM notices WHERE title = '越权'")).toEqual({ n: 0 });
    expect(await s.db.one("SELECT count(*)::int AS n FROM audit_log WHERE action = 'send-message'")).toEqual({ n: 1 });
  });

  test('without a token → 401', async () => {
    expect((await get(url('/api/SysNotice/GetSysNoticeList'), { index: 0, size: 500, sysNoticeIsRead: 0 })).status).toBe(401);
    expect((await get(url('/api/SysNotice/GetSysNoticeInfo'), { id: 1 })).status).toBe(401);
    expect((await postForm(url('/api/SysNotice/UpdateSysNoticeIsRead'), { id: 1 })).status).toBe(401);
    expect((await postForm(url('/api/SysNotice/DelSysNotice'), { id: 1 })).status).toBe(401);
  });
});
