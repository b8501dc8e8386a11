import type { Response } from 'playwright-core';
import { sql, toast, useBrowser } from './browser';
import { signedInContext } from './signed-in-contexts';

const browser = useBrowser();

const NOTICES = '/MessageNotification/MessageNotifications';

/** The header's unread list (GetSysNoticeList with sysNoticeIsRead 0): what the badge and the broadcast bar show. */
const isUnreadList = (r: Response) => {
  const url = new URL(r.url());
  return url.pathname.endsWith('/api/SysNotice/GetSysNoticeList') && url.searchParams.get('sysNoticeIsRead') === '0';
};

/** Adds a notice addressed to one demo account; returns its id. */
async function addNotice(userName: string, title: string, content: string, noticeType: number): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `INSERT INTO notices (company_id, target_user_id, title, content, notice_type)
     SELECT default_company_id, id, $2, $3, $4 FROM users WHERE user_name = $1 RETURNING id`,
    [userName, title, content, noticeType],
  );
  return row!.id;
}

describe('notices page: 删除 by the delete permission of the 消息通知 sub-page (SPEC §5, §6)', () => {
  it('enterprise_demo (管理员) has 删除; readonly_demo (只读用户) has none', async () => {
    const context = await signedInContext(browser(), 'enterprise_demo');
    const page = await context.newPage();
    await page.goto(NOTICES);
    await page.getByTestId('notice-row').first().waitFor();
    const rows = await page.getByTestId('notice-row').count();
    expect(await page.getByTestId('notice-delete').count()).toBe(rows);
    await context.close();

    const readonly = await signedInContext(browser(), 'readonly_demo');
    const other = await readonly.newPage();
    await other.goto(NOTICES);
    await other.getByTestId('notice-row').first().waitFor();
    expect(await other.getByTestId('notice-row').first().getByRole('button', { name: '查看' }).count()).toBe(1);
    expect(await other.getByTestId('notice-delete').count()).toBe(0);
    expect(await other.getByRole('button', { name: '删除' }).count()).toBe(0);
    await readonly.close();
  });

  it('deleting asks first; 删除成功! removes the row', async () => {
    const id = await addNotice('enterprise_demo', `待删除通知 ${Date.now()}`, '测试删除', 1);
    const [{ title }] = await sql<{ title: string }>('SELECT title FROM notices WHERE id = $1', [id]);
    const context = await signedInContext(browser(), 'enterprise_demo');
    const page = await context.newPage();
    await page.goto(NOTICES);
    const row = page.getByTestId('notice-row').filter({ hasText: title! });
    await row.waitFor();
    await row.getByTestId('notice-delete').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await toast(page, '删除成功!').waitFor();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('broadcast notice bar (SPEC §2.4; trigger of docs/decisions/0192)', () => {
  it('a new unread broadcast (type 3) shows in the back office, scrolling 13 s; a message (1) does not; read, it stays away', async () => {
    const stamp = Date.now() % 1_000_000;
    const broadcastId = await addNotice('government_demo', `台风预警 ${stamp}`, '全部工地今晚停止室外作业', 3);
    await addNotice('government_demo', `普通消息 ${stamp}`, '不是广播', 1);
    try {
      const context = await signedInContext(browser(), 'government_demo');
      const page = await context.newPage();
      await page.goto('/backHome');
      const bar = page.getByTestId('broadcast-bar');
      await bar.waitFor();
      expect(await bar.getAttribute('data-scroll-seconds')).toBe('13');
      const text = await page.getByTestId('broadcast-text').innerText();
      expect(text).toContain(`台风预警 ${stamp}：全部工地今晚停止室外作业`);
      expect(text).not.toContain('普通消息');
      // Closed, it is not announced again while the app runs (the unread list reloads on every read or delete).
      await bar.getByRole('button').click();
      await bar.waitFor({ state: 'detached' });
      await page.getByTestId('notice-badge').click();
      await page.getByTestId('notices-page').waitFor();
      await page.getByTestId('notice-row').first().waitFor();
      expect(await page.getByTestId('broadcast-bar').count()).toBe(0);

      // Opening the notice marks it read: after F5 no bar either, once the unread list has been loaded again.
      await page.getByTestId('notice-row').filter({ hasText: `台风预警 ${stamp}` }).getByRole('button', { name: '查看' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
      const [unread] = await Promise.all([page.waitForResponse(isUnreadList), page.reload()]);
      const titles = ((await unread.json()) as { data: { title: string }[] }).data.map((n) => n.title);
      expect(titles).toContain(`普通消息 ${stamp}`);
      expect(titles).not.toContain(`台风预警 ${stamp}`);
      // The page has applied that list once the badge counts it (the bar would show in the same update).
      await page.getByTestId('notice-count').filter({ hasText: new RegExp(`^${titles.length}$`) }).waitFor();
      await page.getByTestId('notices-page').waitFor();
      expect(await page.getByTestId('broadcast-bar').count()).toBe(0);
      await context.close();
    } finally {
      await sql('UPDATE notices SET if_del = 1 WHERE id = $1', [broadcastId]);
    }
  });
});
