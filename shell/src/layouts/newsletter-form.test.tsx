import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { registerShellTranslations } from '../i18n';
import NewsletterForm from './newsletter-form';

registerShellTranslations();

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function submit(email: string) {
  fireEvent.change(screen.getByLabelText('Votre adresse e-mail'), { target: { value: email } });
  fireEvent.submit(screen.getByTestId('newsletter-form'));
}

describe('NewsletterForm', () => {
  it('checks the address before calling the server', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<NewsletterForm />);
    submit('');
    expect(screen.getByRole('alert').textContent).toBe('Ce champs est obligatoire');
    submit('awa@');
    expect(screen.getByRole('alert').textContent).toBe('Veuillez saisir une adresse e-mail valide');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('subscribes and asks to confirm by e-mail', async () => {
    const sent: { path: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      sent.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
      return json({ status: 'pending', message: 'x' }, 200);
    });
    render(<NewsletterForm />);
    submit(' Awa@Example.CM ');
    expect(await screen.findByText(/Vérifiez votre boîte mail/)).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/newsletter', body: { email: 'awa@example.cm' } }]);
  });

  it('says when the address is already subscribed, and when it failed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ message: 'already' }, 409));
    render(<NewsletterForm />);
    submit('awa@example.cm');
    expect(await screen.findByText('Vous êtes déjà inscrit à notre newsletter.')).toBeTruthy();
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    submit('awa@example.cm');
    expect(await screen.findByText("L'inscription à la newsletter a échoué. Veuillez réessayer.")).toBeTruthy();
  });
});
