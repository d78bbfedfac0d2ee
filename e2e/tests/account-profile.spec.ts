import { expect, test } from '../support/test';
import { newCustomer } from '../support/customer-area.ts';
import { signInWithToken } from '../support/shopper.ts';

test.describe('customer details and addresses', () => {
  test('edits the profile with the spec messages, and changes the password', async ({ page, request }) => {
    const customer = await newCustomer(request);
    await signInWithToken(page, customer.token);
    await page.goto('/customer');
    await page.getByTestId('account-menu-account').click();
    await expect(page).toHaveURL('/customer/account');

    const form = page.getByTestId('profile-form');
    await form.getByLabel('Prénom').fill('');
    await form.getByLabel('Numéro WhatsApp').fill('12345');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form.getByText('Ce champs est obligatoire')).toBeVisible();
    await expect(form.getByText('Veuillez saisir un numéro de téléphone valide')).toBeVisible();

    await form.getByLabel('Prénom').fill('Aminatou');
    await form.getByLabel('Numéro WhatsApp').fill('655 44 33 22');
    await form.getByLabel('Ville').selectOption('Garoua');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vos informations ont été enregistrées.' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('profile-form').getByLabel('Prénom')).toHaveValue('Aminatou');
    await expect(page.getByTestId('profile-form').getByLabel('Numéro WhatsApp')).toHaveValue('655443322');
    await expect(page.getByTestId('profile-form').getByLabel('Ville')).toHaveValue('Garoua');

    const password = page.getByTestId('password-form');
    await password.getByLabel('Mot de passe actuel', { exact: true }).fill(customer.password);
    await password.getByLabel('Nouveau mot de passe', { exact: true }).fill('Another1!');
    await password.getByLabel('Confirmez le nouveau mot de passe').fill('Another1!');
    await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Mot de passe modifier avec succèss' })).toBeVisible();
    const login = await request.post('/api/auth/login', { data: { username: customer.email, password: 'Another1!' } });
    expect(login.ok()).toBe(true);
  });

  test('changes the e-mail only with the current password (decision 051)', async ({ page, request }) => {
    const customer = await newCustomer(request);
    await signInWithToken(page, customer.token);
    await page.goto('/customer/account');
    const form = page.getByTestId('profile-form');
    await expect(form.getByLabel('Adresse e-mail')).toHaveValue(customer.email);
    // No password field while the e-mail is the saved one, however it is typed.
    await form.getByLabel('Adresse e-mail').fill(` ${customer.email.toUpperCase()}`);
    await expect(form.getByLabel(/^Mot de passe actuel/)).toHaveCount(0);

    const next = `new-${customer.email}`;
    await form.getByLabel('Adresse e-mail').fill(next);
    const password = form.getByLabel('Mot de passe actuel (pour changer d’adresse e-mail)');
    await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(form.getByText('Ce champs est obligatoire')).toBeVisible();
    await password.fill('not-the-password');
    await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Le mot de passe actuel ne correspond pas à ce compte.' })).toBeVisible();
    const kept = await request.get('/rest/fr/V1/customers/me', { headers: { Authorization: `Bearer ${customer.token}` } });
    expect(((await kept.json()) as { email: string }).email).toBe(customer.email);

    await password.fill(customer.password);
    await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vos informations ont été enregistrées.' })).toBeVisible();
    await expect(form.getByLabel(/^Mot de passe actuel/)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('profile-form').getByLabel('Adresse e-mail')).toHaveValue(next);
    const login = await request.post('/api/auth/login', { data: { username: next, password: customer.password } });
    expect(login.ok()).toBe(true);
  });

  test('adds an address with its town and quarter, makes it the default, and removes it', async ({ page, request }) => {
    const customer = await newCustomer(request);
    await signInWithToken(page, customer.token);
    await page.goto('/customer/address');
    await expect(page.getByTestId('addresses-empty')).toBeVisible();

    await page.getByTestId('address-add').click();
    const form = page.getByTestId('address-form');
    await form.getByLabel('Téléphone').fill('699001122');
    await form.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await expect(form.getByText('Ce champs est obligatoire')).toHaveCount(2);
    await form.getByLabel('Ville').selectOption('Douala');
    await form.getByLabel('Quartier').selectOption({ label: 'Akwa' });
    await form.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Adresse enregistrée.' })).toBeVisible();

    const items = page.getByTestId('address-item');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Akwa, Douala');
    await expect(items.first()).toContainText('Livraison par défaut');

    await items.first().getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Adresse supprimée.' })).toBeVisible();
    await expect(page.getByTestId('address-item')).toHaveCount(0);
    await expect(page.getByTestId('addresses-empty')).toBeVisible();
  });
});
