import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, ApiError, clearSession, setLocale } from '@shop/shared';
import { EntryForm } from './entry-form';
import { registerGamesTranslations } from '../../../i18n/register';

registerGamesTranslations();

beforeEach(() => {
  setLocale('fr');
  clearSession();
});
afterEach(cleanup);

const show = (props: Partial<Parameters<typeof EntryForm>[0]> = {}) =>
  render(
    <MemoryRouter initialEntries={['/laroue']}>
      <EntryForm loginRequired={false} submitLabel="Jouer" onSubmit={vi.fn<(f: unknown) => Promise<void>>().mockResolvedValue(undefined)} {...props} />
    </MemoryRouter>,
  );

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('EntryForm', () => {
  it("asks a guest to log in, with the way back, when the game needs a login", () => {
    show({ loginRequired: true });
    expect(screen.getByText('Vous devez être connecté pour jouer à ce jeu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Me connecter' }).getAttribute('href')).toBe('/login?redirect=%2Flaroue');
    expect(screen.queryByRole('button', { name: 'Jouer' })).toBeNull();
  });

  it('sends trimmed values with the national phone number, and shows the server’s refusal', async () => {
    const onSubmit = vi.fn<(f: unknown) => Promise<void>>().mockRejectedValue(new ApiError('Numéro de commande invalide', { status: 400 }));
    show({ onSubmit });
    fireEvent.click(screen.getByRole('button', { name: 'Jouer' }));
    expect(screen.getAllByText('Ce champs est obligatoire')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();

    fill('Nom et prénom', '  Awa Mbarga ');
    fill('Téléphone', '+237 677 12 34 56');
    fill('Numéro de commande', '100000042');
    fireEvent.click(screen.getByRole('button', { name: 'Jouer' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Numéro de commande invalide');
    expect(onSubmit).toHaveBeenCalledWith({ nom: 'Awa Mbarga', tel: '677123456', order_number: '100000042' });
  });

  it('turns a 401 from the server into the login prompt', async () => {
    const onSubmit = vi.fn<(f: unknown) => Promise<void>>().mockRejectedValue(new ApiError('You need to be logged in to play this game', { status: 401 }));
    $session.setKey('handle', null);
    show({ onSubmit });
    fill('Nom et prénom', 'Awa');
    fill('Téléphone', '677123456');
    fill('Numéro de commande', '100000042');
    fireEvent.click(screen.getByRole('button', { name: 'Jouer' }));
    expect(await screen.findByRole('link', { name: 'Me connecter' })).toBeTruthy();
  });
});
