import { expect, test, type Page } from '../support/test';

/** Same-origin links inside `selector`, as paths. */
async function internalLinks(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(`${selector} a[href^="/"]`).evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => !href.startsWith('//')))];
}

test('the footer, sign-up and help-centre links to information pages resolve (they answered 404 before)', async ({ page, request }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  for (const name of ['À propos', 'Contact', 'retour', 'Conditions générales', 'confidentialité']) {
    await expect(footer.getByRole('link', { name: new RegExp(name, 'i') }).first()).toBeVisible();
  }
  const footerLinks = await internalLinks(page, 'footer');
  for (const path of ['/a-propos-de-nous', '/contactez-nous', '/politique-de-retour', '/conditions-generales-de-vente', '/politique-de-confidentialite']) {
    expect(footerLinks).toContain(path);
  }
  await page.goto('/centre-daide/sav-et-reparation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const helpLinks = await internalLinks(page, 'main');
  for (const path of ['/contact', '/nos-showrooms', '/contact-service-apres-vente']) expect(helpLinks).toContain(path);
  for (const path of [...footerLinks, ...helpLinks, '/en/return-policy', '/donnees-et-confidentialite']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }

  // The sign-up form's terms link opens the terms, in English on the English form.
  await page.goto('/en/signup');
  await expect(page.locator('form a[href="/en/conditions-generales-de-vente"]')).toBeVisible();
  await page.goto('/en/conditions-generales-de-vente');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions of sale');
});

test('an information page shows its sanitised content in both languages, and its links are real pages', async ({ page, request }) => {
  await page.goto('/fr/politique-de-retour');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de retour');
  await expect(page.getByTestId('info-content')).toContainText('7 jours');
  const links = await internalLinks(page, '[data-testid="info-content"]');
  expect(links.length).toBeGreaterThan(0);
  for (const path of links) expect((await request.get(path)).status(), path).toBe(200);
  // A link in the content is followed by the router, in the shopper's language.
  await page.getByTestId('info-content').getByRole('link', { name: 'contacter le service après-vente' }).click();
  await expect(page).toHaveURL(/\/fr\/contact-service-apres-vente$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacter le service après-vente');
  await expect(page.getByLabel('Sujet')).toHaveValue('after_sales');

  await page.goto('/en/a-propos-de-nous');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
});

test('a webview page has no shop header or footer', async ({ page }) => {
  const response = await page.goto('/mobile/pages/return-policy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de retour');
  await expect(page.locator('[data-layout="webview"]')).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.locator('header.site-header')).toHaveCount(0);
});

test('the contact form checks its fields, then stores the message and acknowledges it by SMS', async ({ page, request }) => {
  await page.goto('/fr/contactez-nous');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Ce champs est obligatoire').first()).toBeVisible();
  const phone = `6${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Nom et prénom').fill('Grace Tabi');
  await page.getByLabel('Téléphone').fill(phone);
  await page.getByLabel('Sujet').selectOption('delivery');
  await page.getByLabel('Votre message').fill('Ma commande doit arriver à Bonamoussadi, à quelle heure ?');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByTestId('contact-done')).toContainText('Merci Grace Tabi, votre message n°');
  const outbox = await request.get(`/api/dev/outbox?to=${phone}`);
  expect(JSON.stringify(await outbox.json())).toContain('Grace Tabi');
});

test('the agencies page lists the three agencies, each open or closed now', async ({ page }) => {
  await page.goto('/en/nos-showrooms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our agencies');
  await expect(page.getByTestId('agency')).toHaveCount(3);
  for (const town of ['Douala', 'Yaoundé', 'Ngaoundéré']) await expect(page.getByTestId('agency').filter({ hasText: town })).toHaveCount(1);
  await expect(page.getByTestId('agency-state').first()).toHaveText(/^(Open now|Closed now)$/);
  await expect(page.getByTestId('agency').first()).toContainText('Monday – Saturday, 08:00 to 18:00');
});

const INFORMATION_PAGES = [
  '/a-propos-de-nous',
  '/politique-de-retour',
  '/return-policy',
  '/conditions-generales-de-vente',
  '/politique-de-confidentialite',
  '/donnees-et-confidentialite',
  '/contact-service-apres-vente',
  '/a-propos-des-retraits',
  '/tout-sur-la-commande',
  '/articles-et-stocks',
  '/information-inportante',
  '/comment-acheter-sur-boutique',
  '/career',
  '/mobile/pages/a-propos-de-nous',
  '/mobile/pages/politique-de-confidentialite',
  '/mobile/pages/contact-service-apres-vente',
];

// One test per page and language: each has its own time budget on a loaded machine.
for (const locale of ['fr', 'en']) {
  for (const path of INFORMATION_PAGES) {
    test(`the information page /${locale}${path} renders, and every link in its content is a real page`, async ({ page, request }) => {
      const response = await page.goto(`/${locale}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('info-content')).toBeVisible();
      for (const href of await internalLinks(page, '[data-testid="info-content"]')) expect((await request.get(href)).status(), href).toBe(200);
    });
  }
}
