import { expect, test } from '../support/test';
import { newCustomer, placePickupOrder } from '../support/customer-area.ts';
import { signInWithToken } from '../support/shopper.ts';

test.describe('customer orders', () => {
  test("lists the customer's order, opens its detail, and switches the pick-up to home delivery", async ({ page, request }) => {
    const customer = await newCustomer(request);
    const order = await placePickupOrder(request, customer);
    await signInWithToken(page, customer.token);

    await page.goto('/customer');
    await page.getByTestId('account-menu-orders').click();
    await expect(page).toHaveURL('/customer/orders');
    const row = page.getByTestId('order-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(String(100_000_000 + order.id));
    await expect(row).toContainText('En attente de confirmation');

    await row.getByRole('link').click();
    await expect(page).toHaveURL(`/customer/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Commande n° ${100_000_000 + order.id}`);
    await expect(page.getByTestId('order-summary')).toContainText('Retrait gratuit en agence');
    // The timeline starts with the placement, in the words the thank-you page uses.
    await expect(page.getByTestId('order-timeline').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('order-timeline')).toContainText('En attente de confirmation');
    const pickup = page.getByTestId('pickup-panel');
    await expect(pickup).toContainText('Jour de retrait choisi');
    await expect(pickup).toContainText('passé ce délai de 48 heures, elle est annulée');

    await pickup.getByTestId('pickup-switch').click();
    await pickup.getByTestId('pickup-switch-confirm').click();
    await expect(page.getByRole('status').filter({ hasText: 'Votre commande sera livrée à domicile.' })).toBeVisible();
    await expect(page.getByTestId('order-summary')).toContainText('Livraison à domicile');
    await expect(page.getByTestId('pickup-panel')).toHaveCount(0);
  });

  test('an order of another customer is not found', async ({ page, request }) => {
    const owner = await newCustomer(request);
    const order = await placePickupOrder(request, owner);
    await signInWithToken(page, (await newCustomer(request)).token);
    await page.goto(`/customer/orders/${order.id}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Cette commande est introuvable dans votre compte.' })).toBeVisible();
  });
});
