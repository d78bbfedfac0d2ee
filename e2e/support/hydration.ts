import type { APIRequestContext, Page } from '@playwright/test';

/** What React prints when hydration fails or mismatches (dev wording and production error codes). */
export const HYDRATION_TROUBLE = /hydrat|did not match|#418|#419|#421|#422|#423|#425/i;

/** Console errors and warnings, and uncaught errors, from the page's first load on. */
export function consoleTrouble(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/**
 * Keeps, under `name`, the first node matching `selector` as the server sent it (before any
 * script runs), to compare after hydration. Anywhere in the document: React may send a large
 * region after the layout and move its nodes (the same nodes) into place with its reveal script.
 */
export async function rememberServerNode(page: Page, name: string, selector: string): Promise<void> {
  await page.addInitScript(
    ([key, query]) => {
      document.addEventListener('readystatechange', () => {
        const kept = ((window as unknown as { ssrNodes?: Record<string, Element | null> }).ssrNodes ??= {});
        if (document.readyState === 'interactive') kept[key] = document.querySelector(query);
      });
    },
    [name, selector] as const,
  );
}

/** True once React has claimed the node kept under `name` (hydrated it) rather than replaced it. */
export function serverNodeHydrated(page: Page, name: string, selector: string): Promise<boolean> {
  return page.evaluate(
    ([key, query]) => {
      const kept = (window as unknown as { ssrNodes?: Record<string, Element | null> }).ssrNodes?.[key];
      const now = document.querySelector(query);
      return Boolean(kept) && kept === now && Object.keys(now!).some((prop) => prop.startsWith('__reactFiber'));
    },
    [name, selector] as const,
  );
}

/**
 * On a loaded machine a page's data can come after the server's render budget: the region is then
 * left to the browser, and without scripts the page says it is not ready and links to itself.
 * A shopper without scripts taps that link; so does a test that needs the server's render.
 */
export async function tryAgainIfNotReady(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.waitForLoadState('domcontentloaded');
    const notice = page.getByTestId('page-not-ready');
    if ((await notice.count()) === 0) return;
    await notice.locator('a').click();
  }
}

/**
 * The server's HTML of `path`, asked for again (three times at most) while it says the page was not
 * ready: what `tryAgainIfNotReady` does in a page, for a test that reads the HTML itself. A page
 * whose data missed the render budget is not cached; the next request renders it anew.
 */
export async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  let html = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    html = await (await request.get(path)).text();
    if (!html.includes('data-testid="page-not-ready"')) break;
  }
  return html;
}
