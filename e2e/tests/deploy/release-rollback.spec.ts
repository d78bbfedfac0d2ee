import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { releaseCli } from '../../support/release-cli.ts';
import { servedRemotes } from '../../support/shopper.ts';
import { REPO_ROOT } from '../../support/store.ts';

const translations = join(REPO_ROOT, 'mf-promotions/src/i18n/fr.json');

test('a team releases one remote, shoppers get it on their next page load, and a rollback brings the old one back', async ({ page, request }) => {
  const before = (await servedRemotes(request)).find((r) => r.name === 'mf-promotions')!;
  const othersBefore = (await servedRemotes(request)).filter((r) => r.name !== 'mf-promotions');
  const original = readFileSync(translations, 'utf8');

  await page.goto('/centre-daide');
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();

  try {
    // The team's change: a new title for the help centre.
    const changed = JSON.parse(original);
    changed.help.overview.title = "Centre d'aide et de service";
    writeFileSync(translations, JSON.stringify(changed, null, 2) + '\n');
    releaseCli('release', 'mf-promotions');
  } finally {
    writeFileSync(translations, original);
  }
  const after = await servedRemotes(request);
  const released = after.find((r) => r.name === 'mf-promotions')!.version;
  expect(released).not.toBe(before.version);
  // Nothing else was rebuilt or republished.
  expect(after.filter((r) => r.name !== 'mf-promotions')).toEqual(othersBefore);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide et de service" })).toBeVisible();

  releaseCli('rollback', 'mf-promotions');
  expect((await servedRemotes(request)).find((r) => r.name === 'mf-promotions')!.version).toBe(before.version);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();

  // Put the working tree's build back the way the source is, for whatever runs next.
  releaseCli('release', 'mf-promotions');
  // Builds are deterministic: the same source publishes as the same version.
  expect((await servedRemotes(request)).find((r) => r.name === 'mf-promotions')!.version).toBe(before.version);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Centre d'aide" })).toBeVisible();
});
