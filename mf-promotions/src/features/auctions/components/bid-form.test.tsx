import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, configureApi, setLocale, setSession } from '@shop/shared';
import type { Auction } from '../../../api/auctions';
import { BidForm } from './bid-form';
import { registerPromotionsTranslations } from '../../../i18n/register';

registerPromotionsTranslations();

const auction: Auction = {
  id: 1,
  title: 'Enchère du week-end',
  status: 'in_progress',
  starts_at: '2026-11-23 10:00:00',
  ends_at: '2026-11-27 10:00:00',
  starting_price: 36_000,
  current_offer: 41_000,
  marge: 1_000,
  next_min_bid: 42_000,
  bids_count: 3,
  last_bids: [],
  product: { id: 77, sku: 'SAMSUNG-A15', name: 'Samsung Galaxy A15', price: 99_900, url_key: 'samsung-galaxy-a15', image: null },
};

beforeAll(() => configureApi({ baseUrl: 'http://shop.test' }));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  setLocale('fr');
});

describe('bid form', () => {
  it('refuses a bid off the margin rule before sending, with the rule in FCFA', () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    render(<BidForm auction={auction} locale="fr" onPlaced={() => {}} />);
    fireEvent.change(screen.getByLabelText('Nom et prénom'), { target: { value: 'Awa Ngo' } });
    fireEvent.change(screen.getByLabelText('Téléphone'), { target: { value: '699887766' } });
    fireEvent.change(screen.getByLabelText('Votre offre (FCFA)'), { target: { value: '42 500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enchérir' }));
    expect(screen.getByLabelText('Votre offre (FCFA)').getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('.ct-error')?.textContent).toMatch(/^Votre offre doit dépasser l'offre actuelle \(41\s000\sFCFA\)/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('bids under the logged-in account: profile name and phone, the customer id sent', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/'; setSession({ id: 42, email: 'awa@example.cm', firstname: 'Awa', lastname: 'Ngo', custom_attributes: [{ attribute_code: 'telephone', value: '699887766' }] });
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      sent.push({ auth: input.headers.get('authorization'), xsrf: input.headers.get('x-xsrf-token'), body: await input.json() });
      return new Response(JSON.stringify({ data: { current_offer: 42_000, next_min_bid: 43_000 } }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const placed = vi.fn<() => void>();
    render(<BidForm auction={auction} locale="fr" onPlaced={placed} />);
    expect((screen.getByLabelText('Nom et prénom') as HTMLInputElement).value).toBe('Awa Ngo');
    fireEvent.click(screen.getByRole('button', { name: 'Enchérir' }));
    expect((await screen.findByTestId('bid-answer')).textContent).toMatch(/^Votre offre de 42\s000\sFCFA est enregistrée/);
    expect(sent).toEqual([{ auth: null, xsrf: 'token-123', body: { bidder_name: 'Awa Ngo', bidder_phone_number: '699887766', bidding_price: 42_000, product_id: 77, magento_user_id: 42 } }]);
    expect(placed).toHaveBeenCalledTimes(1);
  });
});
