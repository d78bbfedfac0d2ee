import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, $toasts, ApiError, STORAGE_KEYS, clearCart, clearSession, setCartId, setLocale, setSession } from '@shop/shared';
import { fetchCurrentCustomer } from '../api/customer';
import { endServerSession } from '../api/session';
import CustomerOverview from './customer-overview';

vi.mock('../api/customer', () => ({ fetchCurrentCustomer: vi.fn<typeof fetchCurrentCustomer>() }));
vi.mock('../api/session', () => ({ endServerSession: vi.fn<typeof endServerSession>() }));

const fetchMock = vi.mocked(fetchCurrentCustomer);
const endMock = vi.mocked(endServerSession);
let assign: ReturnType<typeof vi.spyOn>;

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
  endMock.mockReset().mockResolvedValue(undefined);
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  assign.mockRestore();
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

  it('logs out: ends the server session, clears everything, toasts and reloads at /', async () => {
    fetchMock.mockResolvedValue(customer);
    render(<CustomerOverview />);
    fireEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(endMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.USER_TOKEN)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.CART_ID)).toBeNull();
    expect($toasts.get().map((t) => t.message)).toEqual(['Vous avez été deconnecté avec succèss']);
  });

  it('logs out silently when the server rejects the token', async () => {
    fetchMock.mockRejectedValue(new ApiError("The consumer isn't authorized to access %resources.", { status: 401 }));
    render(<CustomerOverview />);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect($session.get().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.CART_ID)).toBeNull();
    expect($toasts.get()).toEqual([]);
    expect(endMock).not.toHaveBeenCalled();
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
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Bonjour Aïcha')).toBeTruthy();
  });
});
