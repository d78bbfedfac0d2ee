import { describe, expect, it } from 'vitest';
import { parseGamePage } from './game-page';

const running = {
  kind: 'wheel',
  state: 'in_progress',
  server_time: '2026-12-01T10:00:00Z',
  game: { code: 'ROUE', title: 'La roue', starts_at: '2026-11-29T10:00:00Z', ends_at: '2026-12-31T10:00:00Z', login_required: false },
  segments: [
    { position: 2, label: 'Pas de chance', color: '#64748b', odds: 0.5, has_prize: false, stock: null, winners: 0 },
    { position: 1, label: '-10 %', color: 'red;background:url(x)', odds: 0.5, has_prize: true, stock: 3, winners: 1 },
    { position: 'x', label: 'broken' },
  ],
};

describe('parseGamePage', () => {
  it('reads a running wheel, segments in order, unsafe colours replaced', () => {
    const page = parseGamePage('wheel', running);
    expect(page.state).toBe('in_progress');
    expect(page.game).toEqual({ code: 'ROUE', title: 'La roue', startsAt: '2026-11-29T10:00:00Z', endsAt: '2026-12-31T10:00:00Z', loginRequired: false });
    expect(page.segments.map((s) => s.position)).toEqual([1, 2]);
    expect(page.segments[0]!.color).toBe('#f68b1e');
    expect(page.segments[0]).toMatchObject({ hasPrize: true, stock: 3, winners: 1 });
  });

  it('reads anything malformed as no game programmed', () => {
    expect(parseGamePage('wheel', null).state).toBe('none');
    expect(parseGamePage('wheel', { ...running, game: { title: 'x' } }).state).toBe('none');
    expect(parseGamePage('wheel', { ...running, state: 'party' }).state).toBe('none');
  });

  it('reads the whack-a-mole rules and leaderboard', () => {
    const page = parseGamePage('whack-a-mole', {
      ...running,
      kind: 'whack-a-mole',
      rules: { round_seconds: 30, max_hits_per_second: 4 },
      leaderboard: [{ rank: 1, name: 'Aïcha N.', tel: '69•••••01', score: 42 }, { rank: 'x' }],
    });
    expect(page.rules).toEqual({ roundSeconds: 30, maxHitsPerSecond: 4 });
    expect(page.leaderboard).toEqual([{ rank: 1, name: 'Aïcha N.', tel: '69•••••01', score: 42 }]);
  });
});

describe('parseGamePage for a tombola', () => {
  const tombola = {
    kind: 'tombola',
    state: 'ended',
    server_time: '2026-12-31T10:00:00Z',
    game: { code: null, title: 'La tombola', starts_at: '2026-11-29T10:00:00Z', ends_at: '2026-12-30T10:00:00Z', login_required: false },
    rules: { fcfa_per_ticket: 25_000, max_tickets_per_order: 10 },
    prizes: [{ rank: 1, label: 'Smart TV' }, { rank: 2 }],
    tickets: 42,
    commitment: 'ab'.repeat(32),
    draw: { seed: 'cd'.repeat(32), drawn_at: '2026-12-30 10:01:00', tickets_digest: 'ef'.repeat(32) },
    winners: [{ rank: 1, ticket: 'T-000123', name: 'Awa M.', tel: '69•••••01', prize: 'Smart TV' }, { rank: 2 }],
  };

  it('reads rules, prizes, the commitment, the revealed seed and the winners', () => {
    const page = parseGamePage('tombola', tombola);
    expect(page.rules).toBeNull();
    expect(page.tombola).toEqual({
      fcfaPerTicket: 25_000,
      maxTicketsPerOrder: 10,
      prizes: [{ rank: 1, label: 'Smart TV' }],
      tickets: 42,
      commitment: 'ab'.repeat(32),
      draw: { seed: 'cd'.repeat(32), drawnAt: '2026-12-30 10:01:00', ticketsDigest: 'ef'.repeat(32) },
      winners: [{ rank: 1, ticket: 'T-000123', name: 'Awa M.', tel: '69•••••01', prize: 'Smart TV' }],
    });
  });

  it('has no draw before the end date', () => {
    expect(parseGamePage('tombola', { ...tombola, state: 'in_progress', draw: undefined, winners: undefined }).tombola).toMatchObject({ draw: null, winners: [] });
  });
});

describe('parseGamePage for a football prediction', () => {
  it('reads fixtures with their state and result, and the ranking', () => {
    const page = parseGamePage('prediction', {
      ...running,
      kind: 'prediction',
      points: { exact: 3, outcome: 1 },
      fixtures: [
        { id: 1, stage: 'Qualifications', home: 'Cameroun', away: 'Gabon', kickoff_at: '2026-11-20T17:00:00Z', open: false, result: { home: 2, away: 0 } },
        { id: 2, stage: 'Qualifications', home: 'Cameroun', away: 'Nigeria', kickoff_at: '2026-12-02T17:00:00Z', open: true, result: null },
        { id: 3, home: 'x' },
      ],
      ranking: [{ rank: 1, name: 'Awa M.', tel: '67•••••12', points: 3, exact: 1 }],
    });
    expect(page.prediction?.fixtures).toEqual([
      { id: 1, stage: 'Qualifications', home: 'Cameroun', away: 'Gabon', kickoffAt: '2026-11-20T17:00:00Z', open: false, result: { home: 2, away: 0 } },
      { id: 2, stage: 'Qualifications', home: 'Cameroun', away: 'Nigeria', kickoffAt: '2026-12-02T17:00:00Z', open: true, result: null },
    ]);
    expect(page.prediction?.ranking).toHaveLength(1);
  });
});

describe('parseGamePage for a mystery product', () => {
  it('reads hints, the next reveal, the candidates, and only a product page link as the answer', () => {
    const base = { ...running, kind: 'mystery', discount_percent: 15, total_hints: 5, hints: [{ position: 1, text: "C'est un smartphone." }], next_hint_at: '2026-12-02T10:00:00Z', candidates: [{ id: 7, name: 'Infinix Hot 40i' }], guesses: { total: 3, correct: 1 } };
    const page = parseGamePage('mystery', base);
    expect(page.mystery).toEqual({
      discountPercent: 15,
      totalHints: 5,
      hints: [{ position: 1, text: "C'est un smartphone." }],
      nextHintAt: '2026-12-02T10:00:00Z',
      candidates: [{ id: 7, name: 'Infinix Hot 40i' }],
      guesses: { total: 3, correct: 1 },
      product: null,
    });
    expect(parseGamePage('mystery', { ...base, product: { id: 7, name: 'Infinix', url: '/product/infinix-7' } }).mystery?.product).toEqual({ id: 7, name: 'Infinix', url: '/product/infinix-7' });
    expect(parseGamePage('mystery', { ...base, product: { id: 7, name: 'Infinix', url: 'https://evil.example' } }).mystery?.product).toBeNull();
  });
});

describe('parseGamePage for a treasure hunt', () => {
  it('reads the prize, the riddles and the finishers', () => {
    const page = parseGamePage('treasure', {
      ...running,
      kind: 'treasure',
      prize: { amount: 5000, min_subtotal: 30_000 },
      clues: [{ position: 1, riddle: 'Quelle marque ?' }, { riddle: 'sans numéro' }],
      finishers: 2,
    });
    expect(page.treasure).toEqual({ prize: { amount: 5000, minSubtotal: 30_000 }, clues: [{ position: 1, riddle: 'Quelle marque ?' }], finishers: 2 });
  });
});
