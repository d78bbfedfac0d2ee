import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, test } from '../../support/test';
import { startStore, type RunningStore } from '@shop/gateway/start';
import { STORE_DIR } from '../../support/store.ts';

/**
 * A campaign manager makes a campaign page in the console's editor with no JSON typed: a
 * refusal named beside its field, a hero upload, products picked with live counts, saved as a
 * draft, previewed as it will look while running, scheduled, then published. The test store runs
 * without a console, so this starts a second gateway (seeded catalogue) on the same published store.
 */
const PASSWORD = 'operator password for the campaign editor test';
const SLUG = 'semaine-samsung-e2e';
let store: RunningStore;
let dbDir: string;

test.beforeAll(async () => {
  dbDir = mkdtempSync(join(tmpdir(), 'campaign-editor-e2e-'));
  process.env['CAMPAIGN_ADMIN_TOKEN'] = 'campaign-credential-of-the-editor-e2e-store';
  store = await startStore({ port: 0, storeDir: STORE_DIR, dbPath: join(dbDir, 'commerce.sqlite'), operatorPassword: PASSWORD });
});

test.afterAll(async () => {
  delete process.env['CAMPAIGN_ADMIN_TOKEN'];
  await store?.close();
  rmSync(dbDir, { recursive: true, force: true });
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
/** One PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}
/** A real PNG photo stand-in: `width` × `height`, one colour, as a camera would not make it. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x55)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(pixels)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** `YYYY-MM-DDTHH:MM` in Douala (UTC+1 all year), `days` from now at `hour`:00. */
function doualaInput(days: number, hour: number): string {
  const douala = new Date(Date.now() + 3_600_000 + days * 86_400_000);
  return `${douala.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

test('a campaign is made, previewed as running, scheduled and published in the editor, in the operator language', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto(`${store.url}/operator`);
  await page.getByRole('textbox', { name: 'Login name' }).fill('admin');
  await page.getByLabel('Operator password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Créer, programmer et prévisualiser les pages de campagne' }).click();

  // The browser speaks French: so does the editor.
  await expect(page.getByRole('heading', { level: 1, name: 'Pages de campagne' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle campagne' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Nouvelle campagne' })).toBeVisible();
  await expect(page.locator('textarea#campaign-json')).toHaveCount(0);

  await page.getByLabel('Adresse', { exact: true }).fill(SLUG);
  await page.getByLabel('Titre (français)').fill('Semaine Samsung');
  await page.getByLabel('Titre (anglais)').fill('Samsung week');
  await page.getByLabel('Texte (français)').fill('Les Galaxy à prix doux toute la semaine.');
  await page.getByLabel('Texte (anglais)').fill('Galaxy phones at gentle prices all week.');
  await page.getByLabel('Début (heure de Douala)').fill(doualaInput(1, 9));
  await page.getByLabel('Fin (heure de Douala)').fill(doualaInput(8, 23));

  // Orange behind white text: the editor warns at once, the server refuses, naming field, colours and ratio.
  await page.getByLabel('Couleur de fond').fill('#ff6900');
  await expect(page.locator('#contrast')).toHaveText('Contraste texte / fond : 2,88:1 — trop faible : il faut au moins 4,5:1 (le texte #ffffff sur le fond #ff6900).');

  // Products: a brand picked from the list, with its count, then one product found by name.
  await page.getByLabel('Filtrer les marques').fill('Samsung');
  const samsung = page.locator('#brands-options label').filter({ hasText: /^Samsung \(\d+\)$/ });
  const brandCount = Number((await samsung.textContent())!.match(/\((\d+)\)/)![1]);
  expect(brandCount).toBeGreaterThan(0);
  await samsung.getByRole('checkbox').check();
  await expect(page.locator('#count')).toHaveText(`Cette sélection met ${brandCount} produit(s) sur la page.`);
  // A product picked by name narrows the page to it (every kind of choice must hold), and back.
  await page.getByLabel('Chercher un produit (nom ou référence)').fill('Samsung');
  const firstResult = page.locator('#product-results li').first();
  const sku = (await firstResult.getAttribute('data-sku'))!;
  await firstResult.getByRole('button', { name: `Ajouter ${sku}` }).click();
  await expect(page.locator('#count')).toHaveText('Cette sélection met 1 produit(s) sur la page.');
  await page.locator(`#product-chosen li[data-sku="${sku}"]`).getByRole('button', { name: `Retirer ${sku}` }).click();
  await expect(page.locator('#count')).toHaveText(`Cette sélection met ${brandCount} produit(s) sur la page.`);
  await page.getByLabel('Trier par').selectOption('price');
  await page.getByLabel('Ordre').selectOption('asc');

  const saveDraft = page.getByRole('button', { name: 'Enregistrer comme brouillon' });
  await saveDraft.click();
  const refusal = 'Non enregistré : « Couleur du texte » : le texte #ffffff sur le fond #ff6900 a un contraste de 2,88:1 ; il faut au moins 4,5:1 pour être lisible (WCAG AA).';
  await expect(page.getByRole('alert')).toHaveText(refusal);
  await expect(page.locator('#f-colour-text-error')).toContainText('« Couleur du texte »');
  await expect(page.getByLabel('Couleur du texte')).toHaveAttribute('aria-invalid', 'true');
  // The message is by the buttons, not a screen away from them.
  const [alertBox, buttonBox] = [await page.getByRole('alert').boundingBox(), await saveDraft.boundingBox()];
  expect(Math.abs(buttonBox!.y - alertBox!.y)).toBeLessThan(150);
  await page.getByLabel('Couleur de fond').fill('#1428a0');
  await expect(page.locator('#contrast')).toHaveClass('ok');

  // The hero image: uploaded, stored under /media/, resized to 640 px.
  await page.getByLabel('Image principale (JPEG, PNG, WebP ; redimensionnée à 640 px)').setInputFiles({ name: 'galaxy.png', mimeType: 'image/png', buffer: png(1600, 1200) });
  await expect(page.locator('#hero-status')).toHaveText('Image enregistrée : 640 × 480 px.');
  const heroPath = (await page.locator('#hero-preview').getAttribute('src'))!;
  expect(heroPath).toMatch(/^\/media\/campaigns\/[0-9a-f]{32}\.webp$/);
  const hero = await request.get(`${store.url}${heroPath}`);
  expect(hero.headers()['content-type']).toBe('image/webp');

  await saveDraft.click();
  await expect(page.locator('#notice')).toHaveText(`Brouillon « ${SLUG} » enregistré : aucun client ne le voit.`);
  const row = page.locator(`#campaigns tr[data-slug="${SLUG}"]`);
  await expect(row).toContainText('Brouillon');
  expect((await request.get(`${store.url}/api/campaigns/${SLUG}`)).status()).toBe(404);

  // The preview: the campaign page itself, running, with the draft's products and picture.
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Aperçu (version enregistrée)' }).click()]);
  expect(new URL(preview.url()).pathname).toBe(`/apercu-campagne/${SLUG}`);
  await expect(preview.getByRole('heading', { level: 1, name: 'Semaine Samsung' })).toBeVisible();
  await expect(preview.getByTestId('campaign-preview-banner')).toContainText('Aperçu');
  await expect(preview.getByTestId('campaign-status')).toHaveText('En cours');
  await expect(preview.getByRole('heading', { level: 2, name: `${brandCount} produits` })).toBeVisible();
  await expect(preview.locator(`.cp-hero__image[src$="${heroPath}"]`)).toBeVisible();
  await preview.close();

  // Scheduled: the page exists for shoppers, counting down to tomorrow 09:00 in Douala.
  await page.getByRole('button', { name: 'Programmer' }).click();
  await expect(page.locator('#notice')).toContainText(`Campagne « ${SLUG} » programmée`);
  await expect(row).toContainText('Programmée');
  const scheduled = await (await request.get(`${store.url}/api/campaigns/${SLUG}`)).json();
  expect(scheduled.campaign).toMatchObject({ status: 'programmed', starts_at: new Date(`${doualaInput(1, 9)}:00+01:00`).toISOString() });

  // Published now: live for shoppers within the gateway's few seconds.
  await page.getByRole('button', { name: 'Publier maintenant' }).click();
  await expect(page.locator('#notice')).toContainText(`Campagne « ${SLUG} » en ligne`);
  await expect(row).toContainText('En ligne');
  await expect(async () => {
    const shopper = await request.get(`${store.url}/${SLUG}`);
    expect(shopper.status()).toBe(200);
  }).toPass({ timeout: 15_000 });
  await page.goto(`${store.url}/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Semaine Samsung' })).toBeVisible();
  await expect(page.getByTestId('campaign-status')).toHaveText('En cours');

  // The operator may work in English: every word follows, the refusals too.
  await page.goto(`${store.url}/operator/campaigns`);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign pages' })).toBeVisible();
  await expect(page.locator(`#campaigns tr[data-slug="${SLUG}"]`)).toContainText('Live');
  await page.locator(`#campaigns tr[data-slug="${SLUG}"]`).getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('End (Douala time)').fill(doualaInput(-2, 9));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('alert')).toContainText('Not saved: "End": the end (');
  await expect(page.getByLabel('End (Douala time)')).toHaveAttribute('aria-invalid', 'true');
});
