import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi, setLocale } from '@shop/shared';
import { ContactForm } from './contact-form';
import { registerPromotionsTranslations } from '../../../i18n/register';

registerPromotionsTranslations();

beforeAll(() => configureApi({ baseUrl: 'http://shop.test' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('fr');
});

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('contact form', () => {
  it('shows the spec messages next to the wrong fields and sends nothing', () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    render(<MemoryRouter><ContactForm /></MemoryRouter>);
    fill(/Téléphone/, '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByLabelText(/Nom et prénom/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Ce champs est obligatoire')).toHaveLength(2);
    expect(screen.getByText('Veuillez saisir un numéro de téléphone valide')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the message in English and shows the server acknowledgement', async () => {
    setLocale('en');
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      bodies.push({ url: input.url, body: await input.json() });
      return new Response(JSON.stringify({ id: 42, message: 'Thank you %name, your message #%id has been received.', parameters: { id: 42, name: 'Awa Ngo' } }), { status: 201, headers: { 'content-type': 'application/json' } });
    });
    render(<MemoryRouter><ContactForm initialSubject="after_sales" /></MemoryRouter>);
    fill(/Full name/, 'Awa Ngo');
    fill(/Phone number/, '699 33 44 55');
    fill(/Your message/, 'My phone no longer charges.');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('contact-done')).textContent).toBe('Thank you Awa Ngo, your message #42 has been received.');
    expect(bodies).toEqual([{ url: 'http://shop.test/api/contact?locale=en', body: { subject: 'after_sales', name: 'Awa Ngo', telephone: '699334455', message: 'My phone no longer charges.' } }]);
  });
});
