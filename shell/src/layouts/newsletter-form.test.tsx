import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it("keeps an address pasted or autofilled into the server's form before it hydrated", async () => {
    const sent: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      sent.push(await (input as Request).clone().json());
      return json({ status: 'pending', message: 'x' }, 200);
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NewsletterForm />);
    document.body.append(container);
    // Pasted while the footer was still the server's HTML: no React listener saw it.
    container.querySelector('input')!.value = 'awa@example.cm';
    const root = await act(async () => hydrateRoot(container, <NewsletterForm />));
    fireEvent.submit(screen.getByTestId('newsletter-form'));
    expect(await screen.findByText(/Vérifiez votre boîte mail/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([{ email: 'awa@example.cm' }]);
    act(() => root.unmount());
    container.remove();
  });
});
