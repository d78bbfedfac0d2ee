import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { consoleTrouble, HYDRATION_TROUBLE, rememberServerNode, serverNodeHydrated } from '../../support/hydration';
import { releaseCli } from '../../support/release-cli.ts';
import { REPO_ROOT, STORE_URL } from '../../support/store.ts';
import { expect, test, type Browser } from '../../support/test';

/**
 * Server rendering follows the shell's releases (decision 022): after `pnpm release shell` the
 * next page the server renders is framed by the released shell, its texts included, and the
 * browser hydrates it without a warning; after `pnpm rollback shell` likewise with the old one.
 * The store is never restarted.
 */
test.skip(process.env['SHOP_SSR'] === '0', 'server rendering is off (SHOP_SSR=0)');

const shellTexts = join(REPO_ROOT, 'shell/src/i18n/fr.json');
const SKIP_LINK = 'a.skip-link';
const RELEASED_TEXT = 'Aller directement au contenu';

/** The shell's texts with its skip link saying `text`. */
function withSkipLink(original: string, text: string): string {
  const changed = JSON.parse(original);
  changed.skip_to_content = text;
  return JSON.stringify(changed, null, 2) + '\n';
}

/**
 * A new browser opens the home page and waits until React has hydrated the server's skip link
 * (claimed that very node, not replaced it); gives its text as the server sent it (before any
 * script ran), its text after hydration, and every hydration complaint of the console.
 */
async function freshVisit(browser: Browser): Promise<{ served: string; shown: string; trouble: string[] }> {
  const context = await browser.newContext({ baseURL: STORE_URL, locale: 'fr-FR' });
  try {
    const tab = await context.newPage();
    const trouble = consoleTrouble(tab);
    await rememberServerNode(tab, 'skip', SKIP_LINK);
    await tab.goto('/');
    // Waits, not timings: on a busy machine a page's chunks may take seconds each to arrive.
    await expect(tab.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 60_000 });
    await expect.poll(() => serverNodeHydrated(tab, 'skip', SKIP_LINK), { timeout: 60_000 }).toBe(true);
    await tab.waitForLoadState('networkidle');
    const served = await tab.evaluate(() => (window as unknown as { ssrNodes: Record<string, Element> }).ssrNodes['skip']!.textContent ?? '');
    return { served, shown: (await tab.locator(SKIP_LINK).textContent()) ?? '', trouble: trouble.filter((text) => HYDRATION_TROUBLE.test(text)) };
  } finally {
    await context.close();
  }
}

// A release replaces shell/dist with what it built: leave it as the source is for whatever runs next.
test.afterAll(() => {
  execFileSync('pnpm', ['--filter', '@shop/shell', 'run', 'build'], { cwd: REPO_ROOT, stdio: 'ignore' });
});

test('a shell release and its rollback reach server-rendered pages at once, hydrated without a mismatch', async ({ browser, request }) => {
  // A release runs the shell's typecheck and unit tests before building.
  test.setTimeout(600_000);
  const original = readFileSync(shellTexts, 'utf8');
  const liveText = JSON.parse(original).skip_to_content as string;
  // The store's first render loads its code (the shell's server bundle, the remote's, jsdom):
  // done before the browser's first visit, so that visit waits for nothing else.
  expect((await request.get('/')).status()).toBe(200);

  const before = await freshVisit(browser);
  expect(before.served).toBe(liveText);
  expect(before.trouble).toEqual([]);

  try {
    writeFileSync(shellTexts, withSkipLink(original, RELEASED_TEXT));
    releaseCli('release', 'shell', '--force');
  } finally {
    writeFileSync(shellTexts, original);
  }
  // The very next page, no restart: the server's HTML is the released shell's…
  expect(await (await request.get('/', { headers: { 'accept-language': 'fr' } })).text()).toContain(RELEASED_TEXT);
  // …and the browser, given the released shell's code, hydrates it as it is.
  const released = await freshVisit(browser);
  expect(released.served).toBe(RELEASED_TEXT);
  expect(released.shown).toBe(RELEASED_TEXT);
  expect(released.trouble).toEqual([]);

  releaseCli('rollback', 'shell');
  const rolledBack = await freshVisit(browser);
  expect(rolledBack.served).toBe(liveText);
  expect(rolledBack.shown).toBe(liveText);
  expect(rolledBack.trouble).toEqual([]);
});
