import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { registerShellTranslations } from '../i18n';
import Footer from './footer';

registerShellTranslations();
afterEach(cleanup);

describe('Footer', () => {
  it('lists help-centre links under the current locale prefix and the three agencies with their hours', () => {
    const router = createMemoryRouter([{ path: '*', element: <Footer /> }], { initialEntries: ['/en/cart'] });
    render(<RouterProvider router={router} />);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/en/centre-daide');
    expect(hrefs).toContain('/en/centre-daide/retrait-et-livraison');
    const agencies = within(screen.getByTestId('agencies')).getAllByRole('listitem').map((li) => li.textContent);
    expect(agencies).toHaveLength(3);
    expect(agencies[0]).toContain('Douala');
    expect(agencies[1]).toContain('Yaoundé');
    expect(agencies[2]).toContain('Ngaoundéré');
    for (const agency of agencies) expect(agency).toContain('08:00');
  });
});
