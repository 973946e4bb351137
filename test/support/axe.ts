/**
 * axe-core checks for the browser tests (issue 15 item 7): WCAG 2.0/2.1/2.2 A and AA rules plus the experimental
 * 2.5.3 Label in Name rule, run by @axe-core/playwright on what the page shows, after a screenshot.
 */
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './browser.ts';

/** axe-core tags of the WCAG 2.0, 2.1 and 2.2 level A and AA rules (https://www.deque.com/axe/core-documentation/api-documentation/#axe-core-tags). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * WCAG rules axe-core ships as experimental (off by default) that issue 15 counted: 2.5.3 Label in Name — a control's
 * accessible name contains its visible label, so speech users can say what they see.
 */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * axe violations of the page as "name: rule (impact) target — summary" lines (empty when there is none), after a
 * screenshot at test-artifacts/a11y-`name`.png. Asserts that the experimental rules did run.
 */
export async function axeViolations(page: Page, name: string): Promise<string[]> {
  await page.waitForTimeout(300); // entrance transitions settle (colour contrast is read from what is painted)
  await page.screenshot({ path: `${ARTIFACTS_DIR}/a11y-${name}.png` });
  const r = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES, resultTypes: ['violations'] }).withTags(WCAG_TAGS).analyze();
  const ran = [...r.passes, ...r.violations, ...r.incomplete, ...r.inapplicable].map((x) => x.id);
  for (const id of Object.keys(EXPERIMENTAL_RULES)) assert.ok(ran.includes(id), `${name}: axe ran ${id}`);
  return r.violations.flatMap((v) => v.nodes.map((n) => `${name}: ${v.id} (${v.impact}) ${JSON.stringify(n.target)} — ${n.failureSummary?.split('\n').slice(1).join(' ').slice(0, 200)}`));
}
