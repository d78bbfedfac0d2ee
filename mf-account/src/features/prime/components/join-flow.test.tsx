import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, ApiError, clearSession, setLocale, setSession } from '@shop/shared';
import { fetchPrimeStatus, joinPrime, type PrimeMember } from '../../../api/prime';
import { JoinFlow } from './join-flow';
import { registerAccountTranslations } from '../../../i18n/register';

vi.mock('../../../api/prime', () => ({ fetchPrimeStatus: vi.fn<typeof fetchPrimeStatus>(), joinPrime: vi.fn<typeof joinPrime>() }));

registerAccountTranslations();

const joined = { member: true, referral_code: 'ZZ99YY88' } as PrimeMember;

function renderAt(url: string, mode: 'new' | 'old') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <JoinFlow mode={mode} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  setLocale('fr');
  vi.mocked(fetchPrimeStatus).mockReset().mockResolvedValue({ member: false });
  vi.mocked(joinPrime).mockReset().mockResolvedValue(joined);
});
afterEach(() => {
  cleanup();
  clearSession();
  $toasts.set([]);
});

describe('Joining Prime', () => {
  it('sends a guest to log in first and back here, without asking the server', () => {
    renderAt('/boutique-prime/old', 'old');
    expect(screen.getByTestId('prime-join-auth').getAttribute('href')).toBe('/login?redirect=%2Fboutique-prime%2Fold');
    expect(fetchPrimeStatus).not.toHaveBeenCalled();
  });

  it("joins a logged-in customer with the referral code of the link, then welcomes them", async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(null);
    renderAt('/boutique-prime/new?ref=ab12cd34', 'new');
    fireEvent.click(await screen.findByTestId('prime-join'));
    expect(await screen.findByText('Bienvenue dans Prime ! Votre carte et vos avantages vous attendent.')).toBeTruthy();
    expect(joinPrime).toHaveBeenCalledWith('AB12CD34', 'fr');
    expect(screen.getByRole('link', { name: 'Voir mon espace Prime' }).getAttribute('href')).toBe('/customer/prime');
  });

  it('refuses a malformed code before asking the server, in English too', async () => {
    setLocale('en');
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(null);
    renderAt('/en/boutique-prime/new', 'new');
    fireEvent.change(await screen.findByTestId('prime-referral-input'), { target: { value: 'abc' } });
    expect(screen.getByText('Invalid referral code: 8 letters or digits')).toBeTruthy();
    expect(screen.queryByTestId('prime-join')).toBeNull();
  });

  it("shows the server's reason when joining is refused", async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(null);
    vi.mocked(joinPrime).mockRejectedValue(new ApiError('Ce code de parrainage n’existe pas.', { status: 400 }));
    renderAt('/boutique-prime/new?ref=QQQQQQQQ', 'new');
    fireEvent.click(await screen.findByTestId('prime-join'));
    await waitFor(() => expect($toasts.get().map((t) => t.message)).toContain('Ce code de parrainage n’existe pas.'));
    expect(screen.getByTestId('prime-join')).toBeTruthy();
  });

  it('tells a member they already are one', async () => {
    document.cookie = 'XSRF-TOKEN=tok; path=/'; setSession(null);
    vi.mocked(fetchPrimeStatus).mockResolvedValue(joined);
    renderAt('/boutique-prime/old', 'old');
    expect((await screen.findByTestId('prime-already-member')).textContent).toContain('Vous êtes déjà membre Prime.');
  });
});
