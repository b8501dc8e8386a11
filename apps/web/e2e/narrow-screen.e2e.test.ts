import { projectRecord } from '@worksite/contract';
import type { Locator, Page } from 'playwright-core';
import { useBrowser } from './browser';
import { signedInContext } from './signed-in-contexts';

const browser = useBrowser();

/** A phone held upright (iPhone 12–15). */
const PHONE = { width: 390, height: 844 } as const;

async function phonePage(userName: string, address: string): Promise<Page> {
  const page = await (await signedInContext(browser(), userName, { viewport: PHONE })).newPage();
  await page.goto(address);
  return page;
}

/** True when the element's centre is on screen and the element itself (not something over it) is there. */
async function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (r.left < 0 || r.right > window.innerWidth || y < 0 || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** Scrolls the table's scroll area to its left or right end and returns how far it can scroll. */
async function scrollTable(table: Locator, to: 'start' | 'end'): Promise<number> {
  return table.evaluate((el, end) => {
    let area: HTMLElement | null = el.parentElement;
    while (area && area.scrollWidth <= area.clientWidth) area = area.parentElement;
    if (!area) return 0;
    area.scrollLeft = end === 'end' ? area.scrollWidth : 0;
    return area.scrollWidth - area.clientWidth;
  }, to);
}

describe('narrow screens, 390 px wide (issue 11 item 6)', () => {
  it('a record list wider than the screen keeps its 操作 column on screen, scrolled to either end; its actions work', async () => {
    const page = await phonePage('enterprise_demo', `/${projectRecord.permission.page}/${projectRecord.permission.subPage}`);
    const table = page.getByRole('table', { name: '项目列表' });
    const row = table.locator('tbody tr[data-testid]').first();
    await row.waitFor();
    const edit = row.getByRole('button', { name: '编辑', exact: true });
    expect(await scrollTable(table, 'start')).toBeGreaterThan(100);
    expect(await reachable(edit)).toBe(true);
    expect(await reachable(table.getByRole('columnheader', { name: '操作' }))).toBe(true);
    await scrollTable(table, 'end');
    expect(await reachable(edit)).toBe(true);
    await scrollTable(table, 'start');
    await edit.click();
    await page.getByRole('dialog').getByRole('button', { name: '关闭', exact: true }).waitFor();
  });

  it('the notices list keeps 查看 on screen', async () => {
    const page = await phonePage('enterprise_demo', '/MessageNotification/MessageNotifications');
    const row = page.getByTestId('notice-row').first();
    await row.waitFor();
    const view = row.getByRole('button', { name: '查看', exact: true });
    expect(await reachable(view)).toBe(true);
    await view.click();
    await page.getByRole('dialog').waitFor();
  });

  it.each(['enterprise_demo', 'project_demo'])('%s: the header fits: no part off screen or over another, the company drop-down readable', async (userName) => {
    const page = await phonePage(userName, '/backHome');
    await page.getByTestId('workbench-figures').waitFor();
    const header = page.getByTestId('top-bar');
    expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const company = page.getByTestId('company-select').or(page.getByTestId('company-name'));
    const parts = [page.getByTestId('sidebar-toggle'), company, page.getByTestId('large-screen-switch'), page.getByTestId('notice-badge'), page.getByTestId('user-menu')];
    const boxes = [];
    for (const part of parts) {
      expect(await reachable(part)).toBe(true);
      boxes.push((await part.boundingBox())!);
    }
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect([i, j, apart]).toEqual([i, j, true]);
      }
    }
    // A drop-down (several companies) wide enough for its 10-character name; a single company's name not clipped.
    if (await page.getByTestId('company-select').count()) expect(boxes[1]!.width).toBeGreaterThanOrEqual(150);
    else expect(await company.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // The back-office / large-screen links the top bar has no room for are in the user menu (decision 0628).
    await page.getByTestId('user-menu').click();
    const items = (await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
    expect([items[0]?.endsWith('管理后台'), items[1]?.endsWith('大屏'), items[2]]).toEqual([true, true, '修改密码']);
  });
});
