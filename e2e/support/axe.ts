import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** Pages checked with axe need `test.use({ bypassCSP: true })`: axe-core is injected as a script, which the store's CSP rightly refuses. */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's WCAG 2.2 A/AA rules on the page as shown; critical and serious findings fail, and so
 * do the lesser rules named in `alsoFail` (e.g. `heading-order`, once a page has been fixed for it).
 */
export async function seriousViolations(page: Page, alsoFail: string[] = []): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (extra) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const rules = Object.fromEntries(extra.map((id) => [id, { enabled: true }]));
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules, resultTypes: ['violations'] });
    return result.violations;
  }, alsoFail);
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious' || alsoFail.includes(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}
