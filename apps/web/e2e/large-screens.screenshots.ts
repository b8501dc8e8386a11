import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { useBrowser } from './browser';
import { repoRoot } from './product-server';
import { signedInContext } from './signed-in-contexts';

/**
 * Screenshots of the three overviews, the concrete, AI and testing screens and a device history at the design
 * size 1920×1080 into docs/screenshots/ (issue 5).
 * Not part of the e2e suite (its name does not match *.e2e.test.ts); run on its own with
 *   npm run screenshots:screens (not part of npm test: it rewrites docs/screenshots)
 * (it starts the product like every e2e file, or uses E2E_BASE_URL). Chinese glyphs need fonts-noto-cjk.
 */
const run = describe;

const SHOTS = [
  { file: 'large-screen-enterprise.png', user: 'enterprise_demo', address: '/LargeScreen/EnterpriseScreen/overview?sortId=1' },
  { file: 'large-screen-project.png', user: 'project_demo', address: '/LargeScreen/ProjectScreen/projectOverview?sortId=21' },
  { file: 'large-screen-supervisory.png', user: 'government_demo', address: '/LargeScreen/SupervisoryScreen/overview?sortId=101' },
  { file: 'large-screen-production.png', user: 'enterprise_demo', address: '/LargeScreen/ProductionScreen' },
  { file: 'large-screen-mixing-plant.png', user: 'enterprise_demo', address: '/LargeScreen/MixingPlant' },
  { file: 'large-screen-ai.png', user: 'project_demo', address: '/LargeScreen/ProjectScreen/aiRecognitions?sortId=21' },
  { file: 'large-screen-testing.png', user: 'enterprise_demo', address: '/InspectionInstitute/TestingInstitution' },
  { file: 'large-screen-device-history.png', user: 'enterprise_demo', address: '/LargeScreen/EnterpriseScreen/environment?sortId=6', history: true },
] as const satisfies readonly { file: string; user: string; address: string; history?: boolean }[];

/** How long the screen may keep changing (chart animations, map drawing) before the screenshot gives up. */
const SETTLE_TIMEOUT_MS = 30_000;

/**
 * Takes the screenshot once the screen has stopped changing: two screenshots in a row alike (Highcharts animates
 * in script, which `animations: 'disabled'` does not stop), the header clock masked as it ticks every second.
 */
async function settledScreenshot(page: Page, file: string): Promise<void> {
  const until = Date.now() + SETTLE_TIMEOUT_MS;
  const mask = [page.getByTestId('screen-time'), page.getByTestId('screen-date'), page.getByTestId('screen-weekday')];
  let previous = await page.screenshot({ mask, animations: 'disabled' });
  for (;;) {
    const next = await page.screenshot({ mask, animations: 'disabled' });
    if (next.equals(previous)) break;
    if (Date.now() > until) throw new Error(`${file}: the screen was still changing after ${SETTLE_TIMEOUT_MS} ms`);
    previous = next;
  }
  await page.screenshot({ path: file, animations: 'disabled' });
}

run('large-screen screenshots (docs/screenshots/large-screen-*.png)', () => {
  const browser = useBrowser();
  beforeAll(() => {
    mkdirSync(path.join(repoRoot, 'docs', 'screenshots'), { recursive: true });
  });

  test.each(SHOTS as readonly { file: string; user: string; address: string; history?: boolean }[])('$file', async ({ file, user, address, history }) => {
    const context = await signedInContext(browser(), user, { viewport: { width: 1920, height: 1080 }, timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    await page.goto(address);
    await page.getByTestId('screen-body').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=screen-panel]')].every((p) => p.getAttribute('data-state') !== 'loading'));
    if ((await page.locator('[data-panel-kind=map]').count()) > 0) await page.locator('[data-testid=project-map][data-ready=true]').waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid=large-screen]')?.getAttribute('data-live') === 'connected');
    if (history) {
      await page.getByTestId('device-table-row').first().click();
      await page.waitForFunction(() => document.querySelector('[data-testid=device-history-chart] .highcharts-graph') !== null, undefined, { timeout: 20_000 });
    }
    const out = path.join(repoRoot, 'docs', 'screenshots', file);
    await settledScreenshot(page, out);
    process.stdout.write(`${path.relative(repoRoot, out)}\n`);
    await context.close();
  });
});
