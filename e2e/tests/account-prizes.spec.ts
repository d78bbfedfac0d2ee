import { expect, test } from '../support/test';
import { newCustomer, placePickupOrder } from '../support/customer-area.ts';
import { newPhone } from '../support/games.ts';
import { confirmOrder } from '../support/orders.ts';
import { phoneProof } from '../support/phone-proof.ts';
import { signInWithToken } from '../support/shopper.ts';

test('a customer who wins at the wheel finds the coupon under My prizes, with its code and validity', async ({ page, request }) => {
  const customer = await newCustomer(page.request);
  const headers = { Authorization: `Bearer ${customer.token}` };
  await signInWithToken(page, customer.token);

  await page.goto('/customer/prizes');
  await expect(page.getByTestId('prizes-empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tenter ma chance à la roue' })).toHaveAttribute('href', '/laroue');

  const wheel = (await (await page.request.get('/api/games/wheel')).json()) as { game: { code: string } };
  // The draw is the server's; the test store's lands on the first segment, a prize (global-setup).
  const { id } = await placePickupOrder(page.request, customer);
  const order = (await (await page.request.get(`/rest/fr/V1/orders/${id}`, { headers })).json()) as { increment_id: string };
  confirmOrder(order.increment_id);
  // The player proved the number they play with (a code by SMS), as every player does.
  const tel = newPhone();
  // Asked as a guest would (page.request carries the signed-in page's session cookie).
  const { proof } = await phoneProof(request, tel);
  const spin = await page.request.post('/api/games/wheel/spin', {
    headers: { ...headers, 'X-Phone-Proof': proof },
    data: { nom: 'Awa Mbarga', tel, order_number: order.increment_id, code: wheel.game.code },
  });
  expect(spin.ok(), await spin.text()).toBe(true);
  const coupon = ((await spin.json()) as { coupon: { code: string } | null }).coupon?.code ?? null;
  expect(coupon).toMatch(/^ROUE-/);

  await page.reload();
  const prize = page.getByTestId('prize').filter({ hasText: coupon! });
  await expect(prize).toBeVisible();
  await expect(prize).toHaveAttribute('data-usable', 'true');
  await expect(prize).toContainText('Valable jusqu');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Mes gains' })).toHaveAttribute('aria-current', 'page');
});
