import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@shop/shared';
import { TombolaResult } from '../../tombola/components/tombola-result';
import { GameSchedule } from './game-schedule';
import { parseGamePage } from '../lib/game-page';
import { registerGamesTranslations } from '../../../i18n/register';

registerGamesTranslations();

beforeEach(() => setLocale('fr'));
afterEach(cleanup);

const game = { code: 'X', title: 'La tombola des fêtes', starts_at: '2026-12-10T08:00:00Z', ends_at: '2026-12-20T20:00:00Z', login_required: false };
const show = (raw: Record<string, unknown>, result = <p>résultat</p>) =>
  render(
    <GameSchedule page={parseGamePage('tombola', { kind: 'tombola', server_time: '2026-12-01T08:00:00Z', ...raw })} locale="fr" onStart={vi.fn<() => void>()} result={result}>
      <p>le jeu</p>
    </GameSchedule>,
  );

describe('GameSchedule', () => {
  it("says no game is programmed when there is none", () => {
    show({ state: 'none', game: null });
    expect(screen.getByRole('status').textContent).toBe('Aucun jeu programmé pour le moment. Revenez bientôt !');
    expect(screen.queryByText('le jeu')).toBeNull();
  });

  it('counts down to a programmed game on the server clock', () => {
    show({ state: 'programmed', game: { ...game, code: null } });
    expect(screen.getByRole('heading', { name: 'La tombola des fêtes' })).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Début dans 9 jours, 0 heures et 0 minutes');
    expect(screen.queryByText('le jeu')).toBeNull();
  });

  it("leaves the figures blank in the server's HTML, whose clock is not the browser's", () => {
    const html = renderToString(
      <GameSchedule page={parseGamePage('tombola', { kind: 'tombola', server_time: '2026-12-01T08:00:00Z', state: 'programmed', game: { ...game, code: null } })} locale="fr" onStart={vi.fn<() => void>()} result={null}>
        <p>le jeu</p>
      </GameSchedule>,
    );
    expect(html).toContain('aria-label="Le jeu commence dans"');
    expect(html.match(/games-countdown__value">([^<]*)</g)?.map((v) => v.replace(/.*">|<$/g, ''))).toEqual(['--', '--', '--', '--']);
  });

  it('shows the game while it runs and the result page once it has ended', () => {
    show({ state: 'in_progress', game });
    expect(screen.getByText('le jeu')).toBeTruthy();
    cleanup();
    show({ state: 'ended', game: { ...game, code: null } });
    expect(screen.getByRole('heading', { name: 'Promotion terminée' })).toBeTruthy();
    expect(screen.getByText('résultat')).toBeTruthy();
  });
});

describe('TombolaResult', () => {
  it('publishes the winners and what anyone needs to redo the draw', () => {
    const page = parseGamePage('tombola', {
      kind: 'tombola',
      state: 'ended',
      server_time: '2026-12-21T08:00:00Z',
      game: { ...game, code: null },
      rules: { fcfa_per_ticket: 25_000, max_tickets_per_order: 10 },
      prizes: [{ rank: 1, label: 'Smart TV' }],
      tickets: 12,
      commitment: 'a'.repeat(64),
      draw: { seed: 'b'.repeat(64), drawn_at: '2026-12-20 20:01:00', tickets_digest: 'c'.repeat(64) },
      winners: [{ rank: 1, ticket: 'T-004213', name: 'Awa M.', tel: '69•••••01', prize: 'Smart TV' }],
    });
    render(<TombolaResult tombola={page.tombola!} />);
    expect(screen.getByRole('row', { name: /Smart TV T-004213 Awa M\. 69•••••01/ })).toBeTruthy();
    expect(screen.getByText('b'.repeat(64))).toBeTruthy();
    expect(screen.getByText('a'.repeat(64))).toBeTruthy();
  });
});
