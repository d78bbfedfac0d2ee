import { reachFooter } from '../support/footer';
import { expect, test, type Page } from '../support/test';

/**
 * No dead ends: every internal link a shopper can reach from the home page (header and footer
 * included), the help centre and its topics, the sign-up form and the error page, in both
 * languages, opens a page that exists (the gateway answers 404 exactly where the shell would
 * render its 404).
 */
const MISSING = '/page-qui-n-existe-pas';
const START_PAGES = ['/', '/centre-daide', '/signup', MISSING];

async function linksOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // The page's own content, not only the frame: wait for its heading.
  await expect(page.locator('main h1, main [role="heading"][aria-level="1"]').first()).toBeVisible();
  await reachFooter(page);
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => !href.startsWith('//')).map((href) => href.split('#')[0]!.split('?')[0]!);
}

test('every internal link from the home page, help centre, sign-up form and error page opens a real page, in both languages', async ({ page, request }) => {
  test.setTimeout(180_000);
  const links = new Set<string>();
  for (const locale of ['fr', 'en']) {
    for (const start of START_PAGES) {
      for (const href of await linksOn(page, start === '/' ? `/${locale}` : `/${locale}${start}`)) links.add(href);
    }
  }
  // The help centre's topics are one click away from every page (footer): their links count too.
  for (const topic of [...links].filter((href) => /^\/(fr\/|en\/)?centre-daide\/[a-z-]+$/.test(href))) {
    for (const href of await linksOn(page, topic)) links.add(href);
  }
  const missing: string[] = [];
  // The error page's language switch leads to the same missing page in the other language.
  for (const href of [...links].filter((h) => !h.endsWith(MISSING))) {
    const status = (await request.get(href, { maxRedirects: 0 })).status();
    if (status === 404) missing.push(href);
  }
  expect(missing).toEqual([]);
  expect(links.size).toBeGreaterThan(40);
});
