import { test as base, type Page } from '@playwright/test';

// Every spec imports `test` and `expect` (and Playwright's types) from here.
export * from '@playwright/test';

/** A server-rendered page that has not hydrated by then is left to the test's own assertions. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * After a full page load, waits until a server-rendered page is live (`data-hydrated` on
 * `<html>`). The page is readable first and its code starts after its first picture has
 * painted (tools/src/gateway/ssr/page-html.ts), so a click on a button or a typed value right
 * after `goto` would be lost, as a shopper's would: a shopper sees the page settle, a test
 * must wait for it. Pages that are not server-rendered (JSON, the shell's own page) go on at
 * once; a page that never hydrates (a test of a broken remote) goes on after the wait.
 */
async function untilLive(page: Page): Promise<void> {
  if ((await page.locator('#shop-ssr').count().catch(() => 0)) === 0) return;
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: HYDRATION_WAIT_MS })
    .catch(() => {});
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await untilLive(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await untilLive(page);
        return response;
      };
    }
    await use(page);
  },
});
