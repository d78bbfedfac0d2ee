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
