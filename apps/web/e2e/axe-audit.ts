import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once and injected into each audited page. */
let axeSource: string | undefined;

/** One violation as axe reports it (the parts a failure message needs). */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[]; readonly html: string }[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA rules and best practices) in the page as it is now and returns the violations of
 * impact `critical` or `serious`.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 160) })),
    }));
  });
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
}

/** A readable list for a failed expectation: rule, impact, help and the first elements' markup. */
export function describeViolations(violations: readonly AxeViolation[]): string[] {
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 5).map((n) => n.html).join(' | ')}`);
}
