import { expect, test } from '../support/test';
import { OPERATOR_PASSWORD } from '../support/store';

/**
 * Issue 24: an administrator manages the operators in the console itself: gives an account other
 * roles and a new password, which signs its holder out and is the only one that works after.
 */
test('an administrator changes the roles and the password of an operator in the console', async ({ page }) => {
  await page.goto('/operator');
  const signIn = page.locator('#login');
  await signIn.getByLabel(/^Login name/).fill('admin');
  await signIn.getByLabel(/^Operator password/).fill(OPERATOR_PASSWORD);
  await signIn.getByRole('button', { name: /^Sign in/ }).click();
  await expect(page.locator('#who')).toContainText('admin');

  const login = `kofi${Date.now().toString(36)}`;
  const create = page.locator('#new-account');
  await create.getByLabel(/^Login name/).fill(login);
  await create.getByLabel(/^Password \(12/).fill('kofi first password');
  await create.getByRole('checkbox', { name: /Releases/ }).check();
  await create.getByRole('button', { name: /^Create the account/ }).click();
  const row = page.locator('#accounts tbody tr', { hasText: login });
  await expect(row).toContainText('releases');

  await row.getByRole('button', { name: /^Change roles or password/ }).click();
  const edit = page.locator('#edit-account');
  await expect(edit.getByRole('heading')).toContainText(`Account ${login}`);
  await expect(edit.getByRole('checkbox', { name: /Releases/ })).toBeChecked();
  await edit.getByRole('checkbox', { name: /Releases/ }).uncheck();
  await edit.getByRole('checkbox', { name: /Orders/ }).check();
  await edit.getByLabel(/^New password/).fill('kofi second password');
  await edit.getByRole('button', { name: /^Save/ }).click();
  await expect(page.locator('#account-message')).toContainText(`Account ${login} updated.`);
  await expect(edit).toBeHidden();
  await expect(row.locator('td').nth(1)).toHaveText('orders');

  // Only the new password opens the console now, with the new roles.
  const old = await page.request.post('/operator/login', { data: { login, password: 'kofi first password' } });
  expect(old.status()).toBe(401);
  const signedIn = await page.request.post('/operator/login', { data: { login, password: 'kofi second password' } });
  expect(signedIn.status()).toBe(200);
  expect(((await signedIn.json()) as { roles: string[] }).roles).toEqual(['orders']);
});
