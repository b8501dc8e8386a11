import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn } from './browser';
import { productServer, repoRoot } from './product-server';

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

run('large-screen screenshots (docs/screenshots/large-screen-*.png)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(path.join(repoRoot, 'docs', 'screenshots'), { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  test.each(SHOTS as readonly { file: string; user: string; address: string; history?: boolean }[])('$file', async ({ file, user, address, history }) => {
    const context = await browser.newContext({
      viewport: { width: 1920, height: 1080 },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      baseURL: productServer().baseUrl,
    });
    const page = await context.newPage();
    await signIn(page, user);
    await page.goto(address);
    await page.getByTestId('screen-body').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=panel-loading]') === null);
    if ((await page.locator('[data-panel-kind=map]').count()) > 0) await page.locator('[data-testid=project-map][data-ready=true]').waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => document.querySelector('[data-testid=large-screen]')?.getAttribute('data-live') === 'connected');
    if (history) {
      await page.getByTestId('device-table-row').first().click();
      await page.waitForFunction(() => document.querySelector('[data-testid=device-history-chart] .highcharts-graph') !== null, undefined, { timeout: 20_000 });
    }
    await page.waitForTimeout(2000); // chart animations and map tiles settle
    const out = path.join(repoRoot, 'docs', 'screenshots', file);
    await page.screenshot({ path: out });
    process.stdout.write(`${path.relative(repoRoot, out)}\n`);
    await context.close();
  });
});
