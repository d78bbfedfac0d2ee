import { test as base, type Page } from '@playwright/test';

// Every spec imports `test` and `expect` (and Playwright's types) from here.
export * from '@playwright/test';

/**
 * After a full page load, waits until a server-rendered page is live (`data-hydrated` on
 * `<html>`). The page is readable first and its code starts after its first picture has
 * painted (gateway/src/ssr/page-html.ts), so a click on a button or a typed value right
 * after `goto` would be lost, as a shopper's would: a shopper sees the page settle, a test
 * must wait for it. Pages that are not server-rendered (JSON, the shell's own page) go on at
 * once. A page that never becomes live fails here, naming the page: the shell sets the mark
 * even when a remote fails, so a missing one is a broken page, not a slow one. A test that
 * holds the page's code back on purpose navigates with `waitUntil: 'commit'`.
 */
async function untilLive(page: Page, timeout: number): Promise<void> {
  // A page that navigates on while loading (a redirect in script) has no document left to ask:
  // the page it lands on is the test's next step.
  if ((await page.locator('#shop-ssr').count().catch(() => 0)) === 0) return;
  try {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout });
  } catch (error) {
    throw new Error(`${page.url()} was rendered by the server but never became live (no data-hydrated on <html> after ${timeout} ms)`, { cause: error });
  }
}

export const test = base.extend<{ hydrationTimeout: number }>({
  /** How long `goto`/`reload` wait for a server-rendered page to become live. */
  hydrationTimeout: [15_000, { option: true }],
  page: async ({ page, javaScriptEnabled, hydrationTimeout }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await untilLive(page, hydrationTimeout);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await untilLive(page, hydrationTimeout);
        return response;
      };
    }
    await use(page);
  },
});
