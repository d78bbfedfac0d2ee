import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, ApiError, bus, clearSession, setLocale, setSession, type EventMap } from '@shop/shared';
import { fetchCurrentCustomer } from '../api/customer';
import { fetchOrders } from '../api/orders';
import { fetchNotices, fetchPrimeStatus } from '../api/prime';
import CustomerOverview from './customer-overview';

vi.mock('../api/customer', () => ({ fetchCurrentCustomer: vi.fn<typeof fetchCurrentCustomer>() }));
vi.mock('../api/orders', () => ({ fetchOrders: vi.fn<typeof fetchOrders>() }));
// The area's frame asks for Prime notices on every page; none here.
vi.mock('../api/prime', () => ({
  fetchNotices: vi.fn<typeof fetchNotices>(() => Promise.resolve({ notices: [] })),
  fetchPrimeStatus: vi.fn<typeof fetchPrimeStatus>(),
}));

const customerMock = vi.mocked(fetchCurrentCustomer);
const ordersMock = vi.mocked(fetchOrders);
const primeMock = vi.mocked(fetchPrimeStatus);
let requests: EventMap['session:logout-requested'][] = [];
let stopListening: () => void = () => {};

const customer = {
  id: 3,
  email: 'demo@boutique.cm',
  firstname: 'Aïcha',
  lastname: 'Nkoulou',
  created_at: '2025-01-15 09:00:00',
  custom_attributes: [
    { attribute_code: 'telephone', value: '690123456' },
    { attribute_code: 'telephone2', value: '' },
    { attribute_code: 'whatsapp_number', value: '655443322' },
    { attribute_code: 'town', value: 'Douala' },
  ],
};
const order = (id: number, state: string, status = state) => ({
  entity_id: id,
  increment_id: String(100000000 + id),
  created_at: '2026-11-20 10:00:00',
  state,
  status,
  subtotal: 10000,
  grand_total: 12500,
  shipping_amount: 2500,
  discount_amount: 0,
  items: [],
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/customer']}>
      <CustomerOverview />
    </MemoryRouter>,
  );
}

function valueOf(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

beforeEach(() => {
  localStorage.clear();
  setLocale('fr');
  document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(null);
  customerMock.mockReset();
  ordersMock.mockReset().mockResolvedValue({ items: [order(2, 'canceled'), order(1, 'new', 'pending')], total_count: 5 });
  primeMock.mockReset().mockResolvedValue({ member: false });
  requests = [];
  stopListening = bus.on('session:logout-requested', (request) => requests.push(request));
});
afterEach(() => {
  cleanup();
  stopListening();
  clearSession();
});

describe('Customer overview', () => {
  it('shows the profile from customers/me, stores it, and lists the last orders with their status in words', async () => {
    customerMock.mockResolvedValue(customer);
    renderPage();
    expect(await screen.findByText('Bonjour Aïcha')).toBeTruthy();
    expect(valueOf('Nom')).toBe('Aïcha Nkoulou');
    expect(valueOf('Deuxième téléphone')).toBe('Non renseigné');
    expect(valueOf('Membre depuis')).toBe('15 janvier 2025');
    // The page stores the profile in an effect after its first paint: wait for it rather than race it.
    await waitFor(() => expect($session.get().user?.email).toBe('demo@boutique.cm'));
    expect(screen.getAllByTestId('order-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Annulée'),
      expect.stringContaining('En attente de confirmation'),
    ]);
    expect(screen.getByRole('link', { name: 'Voir mes 5 commandes' }).getAttribute('href')).toBe('/customer/orders');
    expect(ordersMock).toHaveBeenCalledWith(1, 3, expect.any(AbortSignal));
  });

  it("shows a member's Prime tier and points, and still the account when Prime cannot be read", async () => {
    customerMock.mockResolvedValue(customer);
    primeMock.mockResolvedValue({ member: true, points: 1250, tier: { code: 'gold', rank: 3, threshold: 1000 } } as Awaited<ReturnType<typeof fetchPrimeStatus>>);
    renderPage();
    expect((await screen.findByTestId('overview-prime')).textContent).toContain('niveau Or · 1250 points');
    cleanup();
    primeMock.mockRejectedValue(new ApiError('Internal Error', { status: 500 }));
    renderPage();
    expect(await screen.findByText('Bonjour Aïcha')).toBeTruthy();
    expect(screen.queryByTestId('overview-prime')).toBeNull();
  });

  it('speaks English when the shop does', async () => {
    setLocale('en');
    customerMock.mockResolvedValue(customer);
    renderPage();
    expect(await screen.findByText('Hello Aïcha')).toBeTruthy();
    expect(valueOf('Member since')).toBe('January 15, 2025');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('asks the shell to log out (the shell owns the session)', async () => {
    customerMock.mockResolvedValue(customer);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(requests).toEqual([{ reason: 'user' }]);
  });

  it('offers a retry when the server fails, and keeps the session', async () => {
    customerMock.mockRejectedValueOnce(new ApiError('Internal Error', { status: 500 }));
    customerMock.mockResolvedValueOnce(customer);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Impossible de charger votre profil. Internal Error');
    expect($session.get().handle).toBe('tok');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Bonjour Aïcha')).toBeTruthy();
  });
});
