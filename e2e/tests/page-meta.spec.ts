import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { REPO_ROOT } from '../support/store.ts';

/** Every main page has its own title and description, in the page's language (not the bare "Boutique"). */
const PAGES: { path: string; fr: RegExp; en: RegExp }[] = [
  { path: '/', fr: /^Boutique Cameroun : téléphones, électroménager/, en: /^Boutique Cameroon: phones, appliances/ },
  { path: '/categorie', fr: /^Toutes les catégories \| Boutique$/, en: /^All categories \| Boutique$/ },
  { path: '/category/telephones-tablettes-12', fr: /^Téléphones.* \| Boutique$/, en: /^Phones.* \| Boutique$/ },
  { path: '/search?q=samsung', fr: /^« samsung » – Recherche \| Boutique$/, en: /^“samsung” – Search \| Boutique$/ },
  { path: '/cart', fr: /^Mon panier \| Boutique$/, en: /^My cart \| Boutique$/ },
  { path: '/checkout', fr: /^Finaliser ma commande \| Boutique$/, en: /^Checkout \| Boutique$/ },
  { path: '/thankyou', fr: /^Merci pour votre commande \| Boutique$/, en: /^Thank you for your order \| Boutique$/ },
  { path: '/shipping-cost-simulator', fr: /^Simulateur de frais de livraison \| Boutique$/, en: /^Shipping cost simulator \| Boutique$/ },
  { path: '/login', fr: /^Connexion \| Boutique$/, en: /^Log in \| Boutique$/ },
  { path: '/signup', fr: /^Créer un compte \| Boutique$/, en: /^Create an account \| Boutique$/ },
  { path: '/page-qui-n-existe-pas', fr: /^Page introuvable$/, en: /^Page not found$/ },
];

for (const { path, fr, en } of PAGES) {
  test(`${path} has a real title and description in French and in English`, async ({ page }) => {
    const description = page.locator('meta[name="description"]');
    await page.goto(path);
    await expect(page).toHaveTitle(fr);
    const frenchDescription = await description.getAttribute('content');
    expect(frenchDescription?.length).toBeGreaterThan(40);
    await page.goto(`/en${path === '/' ? '' : path}`);
    await expect(page).toHaveTitle(en);
    await expect(description).not.toHaveAttribute('content', frenchDescription ?? '');
    expect((await description.getAttribute('content'))?.length).toBeGreaterThan(40);
  });
}

test("a server-rendered page's description is written once, by the server, and stays through start-up", async ({ page }) => {
  const path = '/category/telephones-tablettes-12';
  // A first render can outrun its data budget on a loaded machine and be served for the browser
  // to render (no description then); the page is asked again until the server renders it.
  let served: string | undefined;
  await expect(async () => {
    const html = await (await page.request.get(path)).text();
    served = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    expect(served?.length).toBeGreaterThan(40);
  }).toPass({ timeout: 30_000 });
  // Every value the description takes in the browser, from the first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { descriptionWrites: string[] }).descriptionWrites = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const meta = record.target as HTMLMetaElement;
        if (record.type === 'attributes' && meta.name === 'description') seen.push(meta.content);
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['content'] });
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.waitForLoadState('networkidle');
  const content = await page.locator('meta[name="description"]').getAttribute('content');
  expect(content).toBe(await page.evaluate((text) => Object.assign(document.createElement('textarea'), { innerHTML: text }).value, served!));
  expect(await page.evaluate(() => (window as unknown as { descriptionWrites: string[] }).descriptionWrites)).toEqual([]);
});

interface HelpTexts {
  help: { overview: { title: string; intro: string }; topics: Record<string, { summary: string }> };
}
const helpTexts = (locale: 'fr' | 'en') => JSON.parse(readFileSync(join(REPO_ROOT, `mf-promotions/src/i18n/${locale}.json`), 'utf8')) as HelpTexts;

/** Every description tag's text: the page must have exactly one. */
const descriptions = (page: Page) => page.locator('meta[name="description"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));

for (const locale of ['fr', 'en'] as const) {
  test(`help pages have one description, their own, served and after client navigation (${locale})`, async ({ page }) => {
    const texts = helpTexts(locale);
    const prefix = locale === 'en' ? '/en' : '';
    const overview = `${prefix}/centre-daide`;
    const topicPage = `${prefix}/centre-daide/paiement`;

    // As served: one description, the page's own.
    for (const [path, text] of [
      [overview, texts.help.overview.intro],
      [topicPage, texts.help.topics['paiement']!.summary],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      const served = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]);
      expect(served, path).toHaveLength(1);
      expect(await page.evaluate((encoded) => Object.assign(document.createElement('textarea'), { innerHTML: encoded }).value, served[0]!)).toBe(text);
    }

    // First load, then client-side navigation both ways (the page is not loaded again).
    await page.goto(overview);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect.poll(() => descriptions(page)).toEqual([texts.help.overview.intro]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(`a.hc-card[href="${prefix}/centre-daide/retrait-et-livraison"]`).click();
    await expect(page).toHaveURL(`${prefix}/centre-daide/retrait-et-livraison`);
    await expect.poll(() => descriptions(page)).toEqual([texts.help.topics['retrait-et-livraison']!.summary]);

    await page.goto(topicPage);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect.poll(() => descriptions(page)).toEqual([texts.help.topics['paiement']!.summary]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: locale === 'en' ? 'Breadcrumb' : "Fil d'Ariane" }).getByRole('link', { name: texts.help.overview.title }).click();
    await expect(page).toHaveURL(overview);
    await expect.poll(() => descriptions(page)).toEqual([texts.help.overview.intro]);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
}

test("a help topic's description follows a language switch, and stays the only one", async ({ page }) => {
  await page.goto('/centre-daide/paiement');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL('/en/centre-daide/paiement');
  await expect.poll(() => descriptions(page)).toEqual([helpTexts('en').help.topics['paiement']!.summary]);
});

test("a server-rendered page's title is written once, by the server", async ({ page }) => {
  const path = '/centre-daide/paiement';
  const html = await (await page.request.get(path)).text();
  expect(html).toMatch(/<title data-page-title>Moyens de paiement \| Centre d&#39;aide<\/title>/);
  // Every change to the title, from the first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { titleWrites: string[] }).titleWrites = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        // `document.title = …` puts a new text node in the <title>, as the parser's first did.
        if (record.target.nodeName === 'TITLE') for (const node of record.addedNodes) seen.push(node.textContent ?? '');
        else if (record.target.parentNode?.nodeName === 'TITLE') seen.push(record.target.textContent ?? '');
      }
    }).observe(document, { childList: true, characterData: true, subtree: true });
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle("Moyens de paiement | Centre d'aide");
  const titles = await page.evaluate(() => (window as unknown as { titleWrites: string[] }).titleWrites);
  // At most the parser's text (the head may be parsed before the observer starts): neither the
  // template's placeholder, nor the shop's, nor the page's own written again.
  expect(titles.filter((title) => title !== "Moyens de paiement | Centre d'aide")).toEqual([]);
  expect(titles.length).toBeLessThanOrEqual(1);
});
