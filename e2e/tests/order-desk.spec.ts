import { join } from 'node:path';
import { expect, test } from '../support/test';
import { startStore, type RunningStore } from '@shop/gateway/start';
import { newCustomer, placePickupOrder } from '../support/customer-area.ts';
import { signInWithToken } from '../support/shopper.ts';
import { OPERATOR_PASSWORD, STORE_DIR } from '../support/store.ts';

/**
 * The order desk (issue 23): an operator takes a customer's cash order from the call to cash
 * collected in the console, and the customer's order page follows, through a second gateway on the
 * same store and database. Both gateways know the browser tests' operator password: whichever
 * is signed in to first makes the one administrator account with it.
 */
const PASSWORD = OPERATOR_PASSWORD;
let desk: RunningStore;

test.beforeAll(async () => {
  process.env['CAMPAIGN_ADMIN_TOKEN'] = 'campaign-credential-of-the-order-desk-e2e';
  desk = await startStore({ port: 0, storeDir: STORE_DIR, dbPath: join(STORE_DIR, 'commerce.sqlite'), seed: false, operatorPassword: PASSWORD });
});

test.afterAll(async () => {
  delete process.env['CAMPAIGN_ADMIN_TOKEN'];
  await desk?.close();
});

test('an operator confirms a cash pick-up order, makes it ready and collects the cash; the customer sees each step', async ({ page, request, browser }) => {
  const customer = await newCustomer(request);
  const order = await placePickupOrder(request, customer);
  const number = String(100_000_000 + order.id);

  const operator = await browser.newPage();
  await operator.addInitScript(() => window.localStorage.setItem('operator-language', 'en'));
  await operator.goto(`${desk.url}/operator`);
  await operator.getByRole('textbox', { name: 'Login name' }).fill('admin');
  await operator.getByLabel('Operator password').fill(PASSWORD);
  await operator.getByRole('button', { name: 'Sign in' }).click();
  await operator.getByRole('link', { name: 'Open the order desk' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Order desk' })).toBeVisible();

  await operator.getByLabel('Status').selectOption('pending');
  await operator.getByLabel('Delivery').selectOption('pickup');
  await operator.getByRole('button', { name: 'Search' }).click();
  const row = operator.locator(`tr[data-order="${number}"]`);
  await expect(row).toContainText('Awaiting confirmation');
  await expect(row).toContainText('Cash on delivery');
  await row.getByRole('button', { name: 'Open' }).click();
  const detail = operator.locator('#detail');
  await expect(detail.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  // A pick-up is made ready, never shipped: the desk offers only what the status allows.
  await expect(detail.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);

  await detail.getByRole('button', { name: 'Confirm (after the call)' }).click();
  await expect(operator.locator('#detail-status')).toHaveText('Being prepared');
  await detail.getByRole('button', { name: 'Ready for pick-up' }).click();
  await expect(operator.locator('#detail-status')).toHaveText('Ready for pick-up');
  await detail.getByRole('button', { name: 'Delivered, cash collected' }).click();
  await expect(operator.locator('#detail-status')).toHaveText('Complete');
  await expect(detail.getByText('No action is possible in this status.')).toBeVisible();
  await expect(detail.locator('#history tbody tr')).toHaveCount(4);
  await expect(detail.locator('#history tbody tr').last()).toContainText('operator admin');

  // The desk in French, the operator's other language.
  await operator.getByRole('button', { name: 'Français' }).click();
  await expect(operator.locator('#detail-status')).toHaveText('Terminée');
  await expect(operator.getByText('Aucune action n’est possible dans ce statut.')).toBeVisible();

  // Each step is in the administrators' audit log.
  await operator.goto(`${desk.url}/operator`);
  await expect(operator.locator('#audit tbody')).toContainText('order-deliver');
  await expect(operator.locator('#audit tbody')).toContainText('order-confirm');

  // The customer's order page reads the same status, with the timeline of the three moves.
  await signInWithToken(page, customer.token);
  await page.goto(`/customer/orders/${order.id}`);
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  await expect(timeline.getByRole('listitem').last()).toContainText('Livrée');
  await expect(timeline).toContainText('vous attend en agence');
  await page.goto(`/en/customer/orders/${order.id}`);
  await expect(page.getByTestId('order-timeline').getByRole('listitem').last()).toContainText('Delivered');
  await operator.close();
});
