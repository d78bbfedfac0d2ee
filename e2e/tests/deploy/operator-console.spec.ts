import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../support/test';
import { startStore, type RunningStore } from '@shop/gateway/start';
import { servedRemotes } from '../../support/shopper.ts';
import { STORE_DIR } from '../../support/store.ts';

/**
 * The operator console of a store started with OPERATOR_PASSWORD, on a database of its own: a
 * second gateway on the same published store. (Without a password there is no console at all:
 * gateway/src/operator.test.ts.)
 */
const PASSWORD = 'operator password for the browser test';
let store: RunningStore;
let dbDir: string;

test.beforeAll(async () => {
  dbDir = mkdtempSync(join(tmpdir(), 'operator-e2e-'));
  // The campaign managers' credential of this store: in its environment, never in the page.
  process.env['CAMPAIGN_ADMIN_TOKEN'] = 'campaign-credential-of-the-operator-e2e-store';
  store = await startStore({ port: 0, storeDir: STORE_DIR, dbPath: join(dbDir, 'commerce.sqlite'), seed: false, operatorPassword: PASSWORD });
});

test.afterAll(async () => {
  delete process.env['CAMPAIGN_ADMIN_TOKEN'];
  await store?.close();
  rmSync(dbDir, { recursive: true, force: true });
});

test('with a password, an operator signs in, sees versions and shopper errors, and finds the campaign editor', async ({ page, request }) => {
  const remotes = await servedRemotes(request);
  const promotions = remotes.find((r) => r.name === 'mf-promotions')!;
  // A shopper's browser reports a failure of the live mf-promotions, with its page load's token.
  const report = { kind: 'remote-load-failed', bundle: 'mf-promotions', version: promotions.version, message: 'RUNTIME-008 Failed to load script resources' };
  expect((await request.post(`${store.url}/errors`, { data: report })).status()).toBe(403);
  const { reportToken } = (await (await request.get(`${store.url}/remotes.json`)).json()) as { reportToken: string };
  expect((await request.post(`${store.url}/errors`, { data: { ...report, token: reportToken } })).status()).toBe(204);

  await page.goto(`${store.url}/operator`);
  await expect(page.getByRole('heading', { level: 1, name: 'Store operator console' })).toBeVisible();
  // OPERATOR_PASSWORD made the first administrator, `admin`. Refusals come in the browser's language.
  await page.getByRole('textbox', { name: 'Login name' }).fill('admin');
  await page.getByLabel('Operator password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect.');
  await page.getByLabel('Operator password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as admin (admin, releases, campaigns, orders)')).toBeVisible();

  const section = page.locator('section[data-bundle="mf-promotions"]');
  await expect(section.getByRole('heading', { level: 2, name: 'mf-promotions' })).toBeVisible();
  const liveRow = section.getByRole('row').filter({ hasText: promotions.version }).first();
  await expect(liveRow).toContainText('live');
  await expect(liveRow).toContainText('remote-load-failed 1');
  await expect(page.locator('section[data-bundle="shell"]').getByRole('row').nth(1)).toContainText('live');

  // Campaign managers have their own editor (campaign-editor.spec.ts); the console links to it.
  await expect(page.getByRole('link', { name: 'Create, schedule and preview campaign pages' })).toHaveAttribute('href', '/operator/campaigns');

  // The administrator gives a campaign manager an account of their own.
  const accounts = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Roles · Rôles' }) });
  await expect(accounts.getByRole('row').filter({ hasText: 'admin' })).toContainText('active · actif');
  await page.getByRole('textbox', { name: 'Login name' }).fill('awa');
  await page.getByLabel('Password (12 characters at least)').fill('short');
  await page.locator('#new-account').getByLabel('Campaigns · Campagnes').check();
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.locator('#account-message')).toHaveText('Le mot de passe doit compter au moins 12 caractères.');
  await page.getByLabel('Password (12 characters at least)').fill('campaign manager password');
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.locator('#account-message')).toHaveText('Account awa created. · Compte awa créé.');
  await expect(accounts.getByRole('row').filter({ hasText: 'awa' })).toContainText('campaigns');
  const audit = page.getByRole('table', { name: 'Audit log · Journal d’audit' });
  await expect(audit.getByRole('row').nth(1)).toContainText('account-create');
  await expect(audit.getByRole('row').nth(1)).toContainText('awa [campaigns]');

  // Signed out, the data is gone and the form is back.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Operator password')).toBeVisible();
  expect((await request.get(`${store.url}/operator/api/status`)).status()).toBe(401);

  // The campaign manager sees the campaign editor's link, not the versions nor the accounts.
  await page.getByRole('textbox', { name: 'Login name' }).fill('awa');
  await page.getByLabel('Operator password').fill('campaign manager password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as awa (campaigns)')).toBeVisible();
  await expect(page.getByText('Your account does not have the releases role')).toBeVisible();
  await expect(page.locator('section[data-bundle]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Operator accounts · Comptes opérateurs' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Create, schedule and preview campaign pages' })).toBeVisible();
});
