import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { newPhone } from '../support/games.ts';
import { latestCode } from '../support/phone-proof.ts';
import { signInWithToken } from '../support/shopper.ts';

// Issue 24 (decision 045): a new telephone on an account needs the current password and the code
// sent to that number, asked inline in the profile form by the same step the games use.

async function customerWithPhone(request: APIRequestContext, telephone: string): Promise<{ token: string; password: string }> {
  const email = `e2e-phone-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.cm`;
  const password = 'Secret123!';
  const customer = { firstname: 'Awa', lastname: 'Mbarga', email, custom_attributes: [{ attribute_code: 'telephone', value: telephone }] };
  const created = await request.post('/rest/fr/V1/customers', { data: { customer, password } });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { username: email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return { token: ((await login.json()) as { token: string }).token, password };
}

interface Labels {
  path: string;
  telephone: string;
  password: string;
  required: string;
  save: string;
  intro: (telephone: string) => string;
  send: string;
  code: string;
  confirm: string;
  saved: string;
}

async function changePhone(page: Page, labels: Labels): Promise<void> {
  const old = newPhone();
  const next = newPhone();
  const customer = await customerWithPhone(page.request, old);
  await signInWithToken(page, customer.token);
  await page.goto(labels.path);
  const form = page.getByTestId('profile-form');
  // The first page of a cold store on a busy machine: the area's chunk and the profile load.
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel(labels.telephone, { exact: true })).toHaveValue(old);
  // No password field while the number is the saved one.
  await expect(form.getByLabel(labels.password)).toHaveCount(0);

  await form.getByLabel(labels.telephone, { exact: true }).fill(next);
  await form.getByRole('button', { name: labels.save, exact: true }).click();
  await expect(form.getByText(labels.required)).toBeVisible();
  await form.getByLabel(labels.password).fill(customer.password);
  await form.getByRole('button', { name: labels.save, exact: true }).click();

  const step = form.getByTestId('phone-proof');
  await expect(step).toContainText(labels.intro(next));
  await step.getByRole('button', { name: labels.send }).click();
  await step.getByLabel(labels.code).fill(await latestCode(page.request, next));
  await step.getByRole('button', { name: labels.confirm, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: labels.saved })).toBeVisible();
  await expect(step).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('profile-form').getByLabel(labels.telephone, { exact: true })).toHaveValue(next);
  const me = await page.request.get('/rest/fr/V1/customers/me', { headers: { Authorization: `Bearer ${customer.token}` } });
  expect(await me.json()).toMatchObject({ extension_attributes: { phone_verified: true } });
}

test('changes the account telephone with the password and the SMS code', async ({ page }) => {
  await changePhone(page, {
    path: '/customer/account',
    telephone: 'Téléphone',
    password: 'Mot de passe actuel (pour changer de numéro)',
    required: 'Ce champs est obligatoire',
    save: 'Enregistrer',
    intro: (telephone) => `Pour mettre le ${telephone} sur votre compte, confirmez ce numéro`,
    send: 'Envoyer le code',
    code: 'Code reçu par SMS',
    confirm: 'Confirmer',
    saved: 'Vos informations ont été enregistrées.',
  });
});

test('in English: changes the account telephone with the password and the SMS code', async ({ page }) => {
  await changePhone(page, {
    path: '/en/customer/account',
    telephone: 'Telephone',
    password: 'Current password (to change the number)',
    required: 'This field is required',
    save: 'Save',
    intro: (telephone) => `To put ${telephone} on your account, confirm this number`,
    send: 'Send the code',
    code: 'Code received by SMS',
    confirm: 'Confirm',
    saved: 'Your details have been saved.',
  });
});
