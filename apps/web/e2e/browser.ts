import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type LaunchOptions, type Page } from 'playwright-core';
import { Client } from 'pg';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DESCRIBE_PAGES_GLOBAL } from './describe-pages-global';
import { productServer } from './product-server';

/**
 * Debian's headless shell (package chromium-headless-shell, the same Blink as Debian's Chromium without the
 * browser's UI layers): a new context with a page of ours costs about a third of the CPU full Chromium's new
 * headless mode spends (docs/decisions/0560). Full Chromium where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium with the flags VERSIONS.md lists (no browser download here). */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Environment variable through which global-setup hands its browser server's address to the test files. */
export const BROWSER_WS_ENV = 'E2E_BROWSER_WS_ENDPOINT';

/**
 * The run's browser: global-setup launched one Chromium server for every file (docs/decisions/0261), a file
 * connects to it (a websocket, not a new browser); without it (screenshot scripts), a browser of its own.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_WS_ENV];
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_LAUNCH);
}

/**
 * The browser of a test file: connected before its first test, disconnected after its last; every context
 * a test opens is closed after that test, passed or failed (contexts of `beforeAll` stay for the file).
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  let before = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await launchBrowser();
    (globalThis as Record<string, unknown>)[DESCRIBE_PAGES_GLOBAL] = () => describePages(browser);
  });
  beforeEach(() => {
    before = new Set(browser?.contexts() ?? []);
  });
  afterEach(async () => {
    await Promise.all((browser?.contexts() ?? []).filter((c) => !before.has(c)).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (browser === undefined) throw new Error('useBrowser(): the browser is connected in beforeAll');
    return browser;
  };
}

/** Lines of a page's text a failure shows. */
const FAILURE_TEXT_CHARS = 600;

/** Each open page of the browser: address, title and the start of its visible text (for a failed test's error). */
async function describePages(browser: Browser | undefined): Promise<string> {
  const pages = (browser?.contexts() ?? []).flatMap((c) => c.pages());
  const lines = await Promise.all(
    pages.map(async (page, i) => {
      const title = await page.title().catch(() => '?');
      const text = await page
        .locator('body')
        .innerText({ timeout: 3_000 })
        .then((t) => t.replace(/\s+/g, ' ').trim().slice(0, FAILURE_TEXT_CHARS))
        .catch((e: unknown) => `(no text: ${String(e).split('\n')[0]})`);
      return `  [${i + 1}] ${page.url()} «${title}» ${text}`;
    }),
  );
  return lines.join('\n');
}

export const VIEWPORT = { width: 1440, height: 900 } as const;
export const DEMO_PASSWORD = 'Demo@2026';

/** A fresh browser context (own storage and cookies) at 1440×900, Chinese locale, reduced motion. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  // Reduced motion, as a user may ask the system for (the app then runs no animations): waits for a stable
  // element or a closed dialog do not wait for an animation (docs/decisions/0441).
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN', baseURL: productServer().baseUrl, reducedMotion: 'reduce', ...options });
  // Waits for what a page shows get 60 s (Playwright's 30 s default): on the shared 2-core CI machine, loaded, a
  // large screen once took longer than 30 s to answer its panels. A wait that never ends still fails.
  context.setDefaultTimeout(60_000);
  return context;
}

/** Signs in through the login page and waits for the back office. */
export async function signIn(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('请输入用户名').fill(userName);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/backHome');
  await page.getByTestId('sidebar').waitFor();
}

/** Texts of the sidebar's first-level entries. */
export async function sidebarGroups(page: Page): Promise<string[]> {
  return page.getByTestId('sidebar').locator('[data-menu-level="1"]').allInnerTexts();
}

/** Visible toasts' texts. */
export function toast(page: Page, text: string) {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();
}

/** Runs SQL on the product's database (embedded PostgreSQL under its DATA_DIR). */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const server = productServer();
  const url = process.env.E2E_DATABASE_URL ?? (() => {
    const { password } = JSON.parse(readFileSync(path.join(server.dataDir, 'embedded-pg.json'), 'utf8')) as { password: string };
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.pgPort}/worksite`;
  })();
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Waits until the document title is `title` (the guard sets it just after the address changes). */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, title, { timeout: 10_000 }).catch(async () => {
    throw new Error(`title is "${await page.title()}", expected "${title}"`);
  });
}
