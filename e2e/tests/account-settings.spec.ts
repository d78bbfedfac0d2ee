import { expect, test } from '../support/test';
import { newCustomer } from '../support/customer-area.ts';
import { signInWithToken } from '../support/shopper.ts';

test.describe('language, help and closing the account', () => {
  test('the chosen language is saved on the account and applied to the page', async ({ page, request }) => {
    const customer = await newCustomer(request);
    await signInWithToken(page, customer.token);
    await page.goto('/customer/language');
    await page.getByTestId('language-form').getByLabel('English').check();
    await page.getByTestId('language-form').getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL('/en/customer/language');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language');
    const me = await request.get('/rest/fr/V1/customers/me', { headers: { Authorization: `Bearer ${customer.token}` } });
    expect(((await me.json()) as { custom_attributes: { attribute_code: string; value: string }[] }).custom_attributes).toContainEqual({
      attribute_code: 'preferred_language',
      value: 'en',
    });
    expect((await page.context().cookies()).find((c) => c.name === 'i18n_locale')?.value).toBe('en');
  });

  test('a customer who saved English gets the shop in English from the moment they log in', async ({ page, request }) => {
    const customer = await newCustomer(request);
    const saved = await request.put('/rest/fr/V1/customers/me', {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { customer: { custom_attributes: [{ attribute_code: 'preferred_language', value: 'en' }] } },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto('/login?redirect=%2Fcustomer%2Forders');
    const form = page.getByTestId('login-form');
    await form.getByLabel('Adresse e-mail').fill(customer.email);
    await form.getByLabel('Mot de passe').fill(customer.password);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL('/en/customer/orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My orders');
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'i18n_locale')?.value).toBe('en');
  });

  test('help links lead to existing pages', async ({ page, request }) => {
    await signInWithToken(page, (await newCustomer(request)).token);
    await page.goto('/customer/help');
    await page.getByRole('link', { name: 'Contacter le service après-vente' }).click();
    await expect(page).toHaveURL('/contact-service-apres-vente');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('closing the account asks a reason and the password, logs out with the toast, and the e-mail can sign up again', async ({ page, request }) => {
    const customer = await newCustomer(request);
    await signInWithToken(page, customer.token);
    await page.goto('/customer/account');
    await page.getByTestId('delete-account-link').click();
    await expect(page).toHaveURL('/delete-account');
    const form = page.getByTestId('delete-account-form');
    await form.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
    await expect(form.getByText('Ce champs est obligatoire')).toHaveCount(2);
    await form.getByLabel('Pourquoi partez-vous ?').selectOption('too_many_emails');
    await form.getByLabel('Votre mot de passe').fill('not-the-password');
    await form.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Le mot de passe actuel ne correspond pas à ce compte.' })).toBeVisible();
    await form.getByLabel('Votre mot de passe').fill(customer.password);
    await form.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('status').filter({ hasText: 'Vous avez été deconnecté avec succèss' })).toBeVisible();
    // The account is gone on the server: its token no longer opens anything, and the shop shows a visitor.
    const me = await request.get('/rest/fr/V1/customers/me', { headers: { Authorization: `Bearer ${customer.token}` } });
    expect(me.status()).toBe(401);
    await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/login');
    const again = await request.post('/rest/fr/V1/customers', { data: { customer: { firstname: 'Awa', lastname: 'Mbarga', email: customer.email }, password: 'Secret123!' } });
    expect(again.ok()).toBe(true);
  });
});
