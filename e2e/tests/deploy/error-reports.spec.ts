import { expect, test } from '../../support/test';
import { servedRemotes } from '../../support/shopper.ts';

/**
 * A shopper's browser tells the store which release failed it: the shell reports a remote region
 * that could not load, with the remote's version, to `POST /errors`. Half the page loads report
 * (decided with `Math.random` once per page), so this page is made one of them.
 */
test('the shell reports a remote that fails to load, with its version', async ({ page, request }) => {
  const promotions = (await servedRemotes(request)).find((r) => r.name === 'mf-promotions')!;
  await page.addInitScript(() => {
    Math.random = () => 0.1;
  });
  await page.route('**/remotes/mf-promotions/**', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  const reported = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/errors');
  await page.goto('/centre-daide');
  await expect(page.locator('[data-remote="mf-promotions"]').getByTestId('remote-error')).toBeVisible({ timeout: 20_000 });
  const body = (await reported).postDataJSON() as { kind: string; bundle: string; version: string; message: string };
  expect(body).toMatchObject({ bundle: 'mf-promotions', version: promotions.version });
  expect(['chunk', 'remote-load-failed']).toContain(body.kind);
  // The store accepts it (a report the gateway refuses would answer 400).
  expect((await request.post('/errors', { data: body })).status()).toBe(204);
});
