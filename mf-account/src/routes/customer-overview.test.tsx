import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, $toasts, ApiError, bus, clearCart, clearSession, setCartId, setLocale, setSession, type EventMap } from '@shop/shared';
import { fetchCurrentCustomer } from '../api/customer';
import CustomerOverview from './customer-overview';

vi.mock('../api/customer', () => ({ fetchCurrentCustomer: vi.fn<typeof fetchCurrentCustomer>() }));

const fetchMock = vi.mocked(fetchCurrentCustomer);
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

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setLocale('fr');
  setSession('tok', null);
  setCartId('cart-1');
  fetchMock.mockReset();
  requests = [];
  stopListening = bus.on('session:logout-requested', (request) => requests.push(request));
});
afterEach(() => {
  cleanup();
  stopListening();
  clearSession();
  clearCart();
  $toasts.set([]);
});

function valueOf(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

describe('Customer overview', () => {
  it('shows the profile from customers/me and stores it', async () => {
    fetchMock.mockResolvedValue(customer);
    render(<CustomerOverview />);
    expect(await screen.findByText('Bonjour Aïcha')).toBeTruthy();
    expect(valueOf('Nom')).toBe('Aïcha Nkoulou');
    expect(valueOf('E-mail')).toBe('demo@boutique.cm');
    expect(valueOf('Téléphone')).toBe('690123456');
    expect(valueOf('Deuxième téléphone')).toBe('Non renseigné');
    expect(valueOf('WhatsApp')).toBe('655443322');
    expect(valueOf('Ville')).toBe('Douala');
    expect(valueOf('Membre depuis')).toBe('15 janvier 2025');
    expect($session.get().user?.email).toBe('demo@boutique.cm');
    expect($session.get().verified).toBe(true);
  });

  it('speaks English when the shop does', async () => {
    setLocale('en');
    fetchMock.mockResolvedValue(customer);
    render(<CustomerOverview />);
    expect(await screen.findByText('Hello Aïcha')).toBeTruthy();
    expect(valueOf('Second telephone')).toBe('Not provided');
    expect(valueOf('Town')).toBe('Douala');
    expect(valueOf('Member since')).toBe('January 15, 2025');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('asks the shell to log out (the shell owns the session)', async () => {
    fetchMock.mockResolvedValue(customer);
    render(<CustomerOverview />);
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(requests).toEqual([{ reason: 'user' }]);
    expect(screen.getByRole('button', { name: 'Déconnexion…' })).toBeTruthy();
  });

  it('reports a refused profile check to the shell', async () => {
    fetchMock.mockRejectedValue(new ApiError("The consumer isn't authorized to access %resources.", { status: 401 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CustomerOverview />);
    await waitFor(() => expect(requests).toEqual([{ reason: 'request-failed', status: 401, profile: true }]));
    error.mockRestore();
  });

  it('keeps the session on a server error and offers a retry', async () => {
    fetchMock.mockRejectedValueOnce(new ApiError('Internal Error', { status: 500 }));
    fetchMock.mockResolvedValueOnce(customer);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CustomerOverview />);
    const alert = await screen.findByRole('alert');
    error.mockRestore();
    expect(alert.textContent).toContain('Impossible de charger votre profil. Internal Error');
    expect($session.get().token).toBe('tok');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Bonjour Aïcha')).toBeTruthy();
  });
});
