import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, ApiError, clearSession, setLocale, setSession } from '@shop/shared';
import { fetchCard, fetchNotices, fetchPrimeStatus, fetchPrivateSales, joinPrime, markNoticesSeen, type PrimeMember } from '../api/prime';
import CustomerPrime from './customer-prime';

vi.mock('../api/prime', () => ({
  fetchPrimeStatus: vi.fn<typeof fetchPrimeStatus>(),
  fetchPrivateSales: vi.fn<typeof fetchPrivateSales>(),
  fetchCard: vi.fn<typeof fetchCard>(),
  markNoticesSeen: vi.fn<typeof markNoticesSeen>(),
  fetchNotices: vi.fn<typeof fetchNotices>(),
  joinPrime: vi.fn<typeof joinPrime>(),
}));

const member: PrimeMember = {
  member: true,
  card_number: '9237000000000421',
  referral_code: 'AB12CD34',
  joined_at: '2026-11-01 10:00:00',
  joined_as: 'new',
  points: 2400,
  tier: { code: 'silver', rank: 1, threshold: 2000 },
  next_tier: { code: 'gold', threshold: 10000 },
  missing_points: 7600,
  progress_percent: 5,
  perks: [
    { code: 'private_sales', min_tier: 'silver', unlocked: true },
    { code: 'dedicated_service', min_tier: 'gold', unlocked: false },
  ],
  referrals: { joined: 1, credited: 0, points_each: 1000 },
  notices: [{ id: 7, kind: 'upgrade', tier: 'silver', points: 2400, created_at: '2026-11-20 10:00:00' }],
  history: [{ kind: 'order', points: 2400, created_at: '2026-11-20 10:00:00', order_number: '100000012' }],
  free_delivery: [],
  dedicated_service: null,
};

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/customer/prime']}>
      <Routes>
        <Route path="/customer/prime" element={<CustomerPrime />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setLocale('fr');
  document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(null);
  vi.mocked(fetchPrimeStatus).mockReset().mockResolvedValue(member);
  vi.mocked(fetchPrivateSales).mockReset().mockResolvedValue({
    open: [{ product_id: 5, sku: 'TV-1', name: 'Téléviseur 55"', url_key: 'tv-55', visibility: 4, price: 300000, member_price: 255000, min_tier: 'silver', exclusive: false, starts_at: '2026-11-20 10:00:00', ends_at: '2026-12-20 10:00:00', vip_early: false, in_stock: true }],
    locked: [{ min_tier: 'gold', count: 2 }],
  });
  vi.mocked(markNoticesSeen).mockReset().mockResolvedValue({ seen: 1 });
  vi.mocked(fetchNotices).mockReset().mockResolvedValue({ notices: member.notices });
  vi.mocked(fetchCard).mockReset();
});
afterEach(() => {
  cleanup();
  clearSession();
  $toasts.set([]);
});

describe('Customer Prime page', () => {
  it('shows the tier, points, progress, sales and perks from the server, and the upgrade notice once', async () => {
    renderPage();
    expect((await screen.findByTestId('prime-tier')).textContent).toBe('Niveau Argent');
    expect(screen.getByTestId('prime-points').textContent).toBe('2\u202f400 points');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
    expect(screen.getByText(/^Encore 7.600 points pour passer au niveau Or$/)).toBeTruthy();
    expect(screen.getByTestId('prime-card-number').textContent).toBe('9237 0000 0000 0421');
    expect(screen.getByRole('link', { name: 'Téléviseur 55"' }).getAttribute('href')).toBe('/product/tv-55-5');
    expect(screen.getByTestId('prime-sales-locked').textContent).toBe('2 ventes privées réservées au niveau Or');
    expect(screen.getByTestId('prime-perk-dedicated_service').textContent).toContain('Dès le niveau Or');
    expect((screen.getByTestId('prime-referral-link') as HTMLInputElement).value).toBe(`${window.location.origin}/boutique-prime/new?ref=AB12CD34`);
    expect(screen.getByTestId('prime-notices').textContent).toBe('Félicitations ! Vous passez au niveau Argent.');
    await waitFor(() => expect(markNoticesSeen).toHaveBeenCalledWith([7]));
    expect($toasts.get().map((t) => t.message)).toContain('Félicitations ! Vous passez au niveau Argent.');
  });

  it("says 'card download error' when the card cannot be downloaded", async () => {
    vi.mocked(fetchCard).mockRejectedValue(new ApiError('boom', { status: 500 }));
    renderPage();
    fireEvent.click(await screen.findByTestId('prime-card-pdf'));
    await waitFor(() => expect($toasts.get().map((t) => t.message)).toContain('Erreur lors du téléchargement de la carte'));
    expect(fetchCard).toHaveBeenCalledWith('pdf', 'fr');
  });

  it('offers to join when the customer is not a member, in English too', async () => {
    setLocale('en');
    vi.mocked(fetchPrimeStatus).mockResolvedValue({ member: false });
    vi.mocked(fetchNotices).mockResolvedValue({ notices: [] });
    renderPage();
    expect((await screen.findByTestId('prime-not-member')).textContent).toContain('You are not a Prime member yet.');
    expect(screen.getByTestId('prime-join').textContent).toBe('Join Prime');
    expect(fetchPrivateSales).not.toHaveBeenCalled();
    expect(markNoticesSeen).not.toHaveBeenCalled();
  });
});
