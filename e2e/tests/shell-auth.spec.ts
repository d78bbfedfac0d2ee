import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Request } from '../support/test';
import { DEMO_CUSTOMER, signInAsDemo } from '../support/shopper.ts';
import { STORE_URL } from '../support/store.ts';

/** The browser's cookie of that name for the store, if any. */
async function storeCookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** The latest verification code the back end "sent" to `to` (development outbox). */
async function codeFromOutbox(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const { items } = (await res.json()) as { items: { body: string }[] };
      code = /\b(\d{6})\b/.exec(items[0]?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

function loginForm(page: Page) {
  return page.getByTestId('login-form');
}

async function logInWithPassword(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

const randomPhone = () => `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test.describe('redirect rules', () => {
  test('a visitor opening a login-only page goes to /login?redirect=… with the spec message', async ({ page }) => {
    await page.goto('/customer?tab=orders');
    await expect(page).toHaveURL('/login?redirect=%2Fcustomer%3Ftab%3Dorders');
    await expect(page.getByRole('alert').filter({ hasText: 'Vous devez être connecter pour accéder a cette page' })).toBeVisible();
  });

  test('a visitor arriving at /login from another page gets that page, query included, as redirect', async ({ page }) => {
    await page.goto('/cart?coupon=NOEL10');
    await page.getByTestId('account-link').click();
    await expect(page).toHaveURL('/login?redirect=%2Fcart%3Fcoupon%3DNOEL10');
    await expect(loginForm(page)).toBeVisible();
  });

  test('coming from the home page, /login keeps no redirect, and login returns to /', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('account-link').click();
    await expect(loginForm(page)).toBeVisible();
    await expect(page).toHaveURL('/login');
    await logInWithPassword(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('status').filter({ hasText: 'Connection réussi' })).toBeVisible();
    await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/customer');
  });

  test('after login the shopper is on the saved page and the login entry is gone from history', async ({ page }) => {
    await page.goto('/categorie?view=grid');
    await page.getByTestId('account-link').click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await logInWithPassword(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL('/categorie?view=grid');
    await page.goBack();
    await expect(page).toHaveURL('/categorie?view=grid');
    await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/customer');
  });

  test('a wrong password says so and keeps the shopper on /login', async ({ page }) => {
    await page.goto('/login');
    await logInWithPassword(page, DEMO_CUSTOMER.username, 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Identifiant ou mot de passe incorrect.' })).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('on an English page the refusal is in English', async ({ page }) => {
    await page.goto('/en/login');
    const form = loginForm(page);
    await form.getByLabel('Email address').fill(DEMO_CUSTOMER.username);
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The account sign-in was incorrect' })).toBeVisible();
    await expect(page.getByText('Identifiant ou mot de passe incorrect.')).toHaveCount(0);
  });

  for (const page of [
    { path: '/en/signup', labels: { first: 'First name', last: 'Last name', email: 'Email address', password: 'Password', confirm: 'Confirm the password', terms: 'I accept the terms and conditions of sale', send: 'Send the code', code: 'Verification code', create: 'Create my account' }, says: 'Invalid verification code', never: 'Code de vérification invalide' },
    { path: '/signup', labels: { first: 'Prénom', last: 'Nom', email: 'Adresse e-mail', password: 'Mot de passe', confirm: 'Confirmez le mot de passe', terms: "J'accepte les conditions générales de vente", send: 'Envoyer le code', code: 'Code de vérification', create: 'Créer mon compte' }, says: 'Code de vérification invalide', never: 'Invalid verification code' },
  ]) {
    test(`a wrong sign-up code on ${page.path} is refused in the page's language`, async ({ page: tab }) => {
      const { labels } = page;
      await tab.goto(page.path);
      const form = tab.getByTestId('signup-form');
      await form.getByLabel(labels.first).fill('Awa');
      await form.getByLabel(labels.last, { exact: true }).fill('Ngono');
      await form.getByLabel(labels.email, { exact: true }).fill(`wrong.code.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.cm`);
      await form.getByLabel(labels.password, { exact: true }).fill('Secret123');
      await form.getByLabel(labels.confirm).fill('Secret123');
      await form.getByLabel(labels.terms).check();
      await form.getByRole('button', { name: labels.send }).click();
      await form.getByLabel(labels.code).fill('000000');
      await form.getByRole('button', { name: labels.create }).click();
      await expect(tab.getByRole('alert').filter({ hasText: page.says })).toBeVisible();
      await expect(tab.getByText(page.never)).toHaveCount(0);
    });
  }

  test('the form shows the spec validation messages', async ({ page }) => {
    await page.goto('/login');
    await loginForm(page).getByRole('button', { name: 'Se connecter' }).click();
    await expect(loginForm(page).getByText('Ce champs est obligatoire')).toHaveCount(2);
    await page.goto('/en/signup');
    const form = page.getByTestId('signup-form');
    await form.getByLabel('Password', { exact: true }).fill('abc');
    await form.getByRole('button', { name: 'Send the code' }).click();
    await expect(form.getByText('This field is required').first()).toBeVisible();
    await expect(form.getByText('The password must contain at least 6 characters')).toBeVisible();
  });

  test('a logged-in user opening /login or /signup with a redirect goes there', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/login?redirect=%2Fcart');
    await expect(page).toHaveURL('/cart');
    await page.goto('/en/signup?redirect=%2Fen%2Fcentre-daide');
    await expect(page).toHaveURL('/en/centre-daide');
  });

  test('…unless the target is /login or /signup', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/login?redirect=%2Fsignup');
    await expect(page.getByTestId('already-logged-in')).toBeVisible();
    await expect(page).toHaveURL('/login?redirect=%2Fsignup');
  });

  test('an outside redirect target is ignored', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example%2F');
    await logInWithPassword(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL('/');
  });
});

/** The customer's totals, asked for by a script of the /en/login page. */
function totalsFromLoginPage(request: Request): boolean {
  return request.url().endsWith('/gt/carts/mine/totals') && (request.headers()['referer'] ?? '').endsWith('/en/login');
}

test('logout clears token, user, cart and session flags and reloads at /', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/cart');
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/customer');
  await page.evaluate(() => localStorage.setItem('CART_DETAILS', JSON.stringify({ items_qty: 2, items: [], total_segments: [] })));
  // The cart's start on /en/login reads the customer's totals once the page is idle. A CI run once
  // had that answer come back after the logout had cleared the cart, and stored it for the guest
  // who followed: here it always does. The answer is held until the reload at / is asked for
  // (the logout has cleared everything by then), and that reload until the answer is in.
  let reloadAsked!: () => void;
  const reloading = new Promise<void>((resolve) => { reloadAsked = resolve; });
  await page.route('**/gt/carts/mine/totals', async (route) => {
    // Answered while the session is still open, as it was then; handed to the page only later.
    const response = await route.fetch();
    if (totalsFromLoginPage(route.request())) await reloading;
    await route.fulfill({ response });
  });
  const totalsAsked = page.waitForRequest(totalsFromLoginPage);
  const totalsIn = page.waitForEvent('requestfinished', totalsFromLoginPage);
  await page.route(`${STORE_URL}/`, async (route) => {
    reloadAsked();
    await totalsIn;
    await route.continue();
  });
  await page.goto('/en/login');
  await totalsAsked;
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL('/');
  // The language chosen on /en/login stays (cookie), so the message after the reload is English.
  await expect(page.getByRole('status').filter({ hasText: 'You have been logged out successfully' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('USER_TOKEN'),
    user: localStorage.getItem('USER_KEY'),
    cart: localStorage.getItem('CART_ID'),
    details: localStorage.getItem('CART_DETAILS'),
    verified: sessionStorage.getItem('USER_VERIFIED'),
  }));
  expect(stored).toEqual({ token: null, user: null, cart: null, details: null, verified: null });
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/login');
  // The server ended the session and cleared its cookies.
  expect(await storeCookie(page.context(), 'shop_session')).toBeUndefined();
  expect(await storeCookie(page.context(), 'XSRF-TOKEN')).toBeUndefined();
});

test('the header account menu logs out from any page', async ({ page }) => {
  await page.goto('/login?redirect=%2Fcentre-daide');
  await logInWithPassword(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL('/centre-daide');
  await page.getByTestId('account-menu').click();
  await expect(page.getByText('Bonjour Aïcha')).toBeVisible();
  await page.getByTestId('header-logout').click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/login');
  expect(await storeCookie(page.context(), 'shop_session')).toBeUndefined();
});

test('a log-out the network lost is sent again at the next start, and ends the session there', async ({ page }) => {
  const { token } = await signInAsDemo(page);
  await page.goto('/centre-daide');
  // The log-out's call never reaches the server (a dropped connection); the next one does.
  let lost = 0;
  await page.route('**/api/_auth/session', async (route) => {
    if (route.request().method() === 'DELETE' && lost === 0) {
      lost += 1;
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  const sentAgain = page.waitForResponse((response) => response.url().endsWith('/api/_auth/session') && response.request().method() === 'DELETE');
  await page.getByTestId('account-menu').click();
  await page.getByTestId('header-logout').click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/login');
  expect((await sentAgain).status()).toBe(200);
  expect(lost).toBe(1);
  // Nothing of the session is left in this browser, nor open on the server.
  await expect.poll(async () => storeCookie(page.context(), 'shop_session')).toBeUndefined();
  const me = await page.request.get('/rest/fr/V1/customers/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('the session is out of reach of scripts: no token in storage, an HttpOnly session cookie', async ({ page }) => {
  await page.goto('/login');
  await logInWithPassword(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/customer');
  const session = await storeCookie(page.context(), 'shop_session');
  expect(session, 'the session cookie').toBeDefined();
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await storeCookie(page.context(), 'shop_refresh')).toMatchObject({ httpOnly: true, path: '/api/auth/refresh' });
  expect(await storeCookie(page.context(), 'XSRF-TOKEN')).toMatchObject({ httpOnly: false, sameSite: 'Lax' });
  const seen = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`),
    session: Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`),
  }));
  expect(seen.cookie).not.toContain('shop_session');
  expect(seen.cookie).not.toContain(session!.value);
  for (const entry of [...seen.local, ...seen.session]) {
    expect(entry).not.toContain(session!.value);
    expect(entry).not.toMatch(/^USER_(REFRESH_)?TOKEN=/);
  }
  // The cookie alone carries the session: the profile page reads it.
  await page.goto('/customer');
  await expect(page).toHaveURL('/customer');
});

test('a session cookie the server rejects ends the session silently at start', async ({ page }) => {
  await page.context().addCookies([
    { name: 'shop_session', value: 'revoked-or-made-up', url: STORE_URL, httpOnly: true, sameSite: 'Lax' },
    { name: 'XSRF-TOKEN', value: 'made-up', url: STORE_URL, sameSite: 'Lax' },
  ]);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('CART_ID', '12345');
    }
  });
  await page.goto('/cart');
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/login');
  await expect.poll(async () => (await storeCookie(page.context(), 'XSRF-TOKEN'))?.value ?? '').toBe('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an expired session is renewed at start with the refresh cookie, which rotates', async ({ page }) => {
  // The browser's own context logs in (its cookie jar is the page's), as the login page does.
  const login = await page.request.post('/api/auth/login', { data: DEMO_CUSTOMER, headers: { 'X-Session-Mode': 'cookie' } });
  expect(login.ok(), await login.text()).toBe(true);
  const refresh = await storeCookie(page.context(), 'shop_refresh');
  // The access token is gone (expired, here replaced by one the server does not know).
  await page.context().addCookies([{ name: 'shop_session', value: 'expired-access-token', url: STORE_URL, httpOnly: true, sameSite: 'Lax' }]);
  await page.goto('/cart');
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/customer');
  await expect.poll(async () => (await storeCookie(page.context(), 'shop_session'))?.value).not.toBe('expired-access-token');
  expect((await storeCookie(page.context(), 'shop_refresh'))?.value).not.toBe(refresh?.value);
  const me = await page.request.get('/rest/fr/V1/customers/me');
  expect(me.ok()).toBe(true);
});

test('sign-up by telephone with the code from the outbox, then sign-in by phone', async ({ page }) => {
  const phone = randomPhone();
  const email = `awa.${phone}@example.cm`;
  await page.goto('/signup');
  const form = page.getByTestId('signup-form');
  await form.getByLabel('Prénom').fill('Awa');
  await form.getByLabel('Nom', { exact: true }).fill('Ngono');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByRole('radio', { name: 'Téléphone' }).check();
  await form.getByLabel('Numéro de téléphone').fill(`+237 ${phone}`);
  await form.getByLabel('Mot de passe', { exact: true }).fill('Secret123');
  await form.getByLabel('Confirmez le mot de passe').fill('Secret123');
  await form.getByLabel("J'accepte les conditions générales de vente").check();
  await form.getByRole('button', { name: 'Envoyer le code' }).click();

  await expect(form.getByText(`par SMS au ${phone}`)).toBeVisible();
  // Resend stays blocked during a visible countdown.
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  await expect(page.getByTestId('resend-code')).toHaveText(/Renvoyer le code dans \d+ s/);

  await form.getByLabel('Code de vérification').fill(await codeFromOutbox(page.request, phone));
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Création de compte réussi' })).toBeVisible();
  await expect(page).toHaveURL('/');
  // The page's own cookies carry the new session.
  const me = await page.request.get('/rest/fr/V1/customers/me');
  expect(((await me.json()) as { email: string }).email).toBe(email);

  // Log out, then back in with the telephone number and the password.
  await page.goto('/login');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL('/');
  await page.goto('/login');
  const login = loginForm(page);
  await login.getByRole('radio', { name: 'Téléphone' }).check();
  await login.getByLabel('Numéro de téléphone').fill(phone);
  await login.getByLabel('Mot de passe').fill('Secret123');
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connection réussi' })).toBeVisible();
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/customer');
});

test('sign-up by telephone alone: no e-mail asked, the account is created and logged in', async ({ page }) => {
  const phone = randomPhone();
  await page.goto('/signup');
  const form = page.getByTestId('signup-form');
  await form.getByRole('radio', { name: 'Téléphone' }).check();
  await form.getByLabel('Prénom').fill('Brice');
  await form.getByLabel('Nom', { exact: true }).fill('Fotso');
  await expect(form.getByLabel('Adresse e-mail (facultatif)')).toHaveValue('');
  await form.getByLabel('Numéro de téléphone').fill(phone);
  await form.getByLabel('Mot de passe', { exact: true }).fill('Secret123');
  await form.getByLabel('Confirmez le mot de passe').fill('Secret123');
  await form.getByLabel("J'accepte les conditions générales de vente").check();
  await form.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(form.getByText(`par SMS au ${phone}`)).toBeVisible();
  await form.getByLabel('Code de vérification').fill(await codeFromOutbox(page.request, phone));
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Création de compte réussi' })).toBeVisible();
  await expect(page).toHaveURL('/');
  const me = await page.request.get('/rest/fr/V1/customers/me');
  expect(await me.json()).toMatchObject({ email: '', custom_attributes: [{ attribute_code: 'telephone', value: phone }] });
});

test('sign-in by telephone with a one-time code', async ({ page }) => {
  await page.goto('/login?redirect=%2Fcart');
  const form = loginForm(page);
  await form.getByRole('button', { name: 'Recevoir un code de connexion' }).click();
  await form.getByRole('radio', { name: 'Téléphone' }).check();
  await form.getByLabel('Numéro de téléphone').fill('6 90 00 00 01');
  await form.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(page.getByTestId('resend-code')).toBeDisabled();
  await form.getByLabel('Code de vérification').fill('000000');
  await form.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Code de vérification invalide' })).toBeVisible();
  await form.getByLabel('Code de vérification').fill(await codeFromOutbox(page.request, '690000001'));
  await form.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/customer');
});

test('password reset by e-mail code logs the shopper in with the new password', async ({ page, request }) => {
  const email = `reset.${Date.now()}@example.cm`;
  const created = await page.request.post('/rest/fr/V1/customers', {
    data: { customer: { firstname: 'Paul', lastname: 'Etoa', email }, password: 'OldSecret1' },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  const form = page.getByTestId('password-reset-form');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByRole('button', { name: 'Envoyer le code' }).click();
  await form.getByLabel('Code de vérification').fill(await codeFromOutbox(page.request, email));
  await form.getByLabel('Nouveau mot de passe').fill('NewSecret2');
  await form.getByLabel('Confirmez le mot de passe').fill('NewSecret3');
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(form.getByText('Le mot de passe et sa confirmation doivent être identiques')).toBeVisible();
  await form.getByLabel('Confirmez le mot de passe').fill('NewSecret2');
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mot de passe modifier avec succèss' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/customer');
  const login = await request.post('/api/auth/login', { data: { username: email, password: 'NewSecret2' } });
  expect(login.ok()).toBe(true);
});
