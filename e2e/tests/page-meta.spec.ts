import { expect, test } from '../support/test';

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
  const html = await (await page.request.get(path)).text();
  const served = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
  expect(served?.length).toBeGreaterThan(40);
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
