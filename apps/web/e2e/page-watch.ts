import type { Page } from 'playwright-core';

/** Console errors, uncaught errors and 5xx answers of a page, collected from the start. */
export function watch(page: Page): { errors: string[]; serverErrors: string[] } {
  const errors: string[] = [];
  const serverErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('response', (r) => r.status() >= 500 && serverErrors.push(`${r.status()} ${r.url()}`));
  return { errors, serverErrors };
}
