import { describe, expect, it } from 'vitest';
import { formatCampaigns, listCampaigns } from './campaigns.ts';
import { emptyState, type StoreState } from './state.ts';

function state(): StoreState {
  const s = emptyState();
  s.remotes['mf-promotions'] = {
    name: 'mf-promotions',
    current: '1.0.0-aaaaaaaa',
    history: [],
    versions: {
      '1.0.0-aaaaaaaa': {
        publishedAt: '2026-01-01T00:00:00.000Z',
        routes: [
          { path: '/centre-daide', page: 'help' },
          { path: '/black-friday', page: 'bf', from: '2026-11-27T00:00:00.000Z', until: '2026-11-30T00:00:00.000Z' },
        ],
      },
    },
    routeWindows: { '/centre-daide': { until: '2026-06-01T00:00:00.000Z' } },
  };
  s.remotes['mf-games'] = {
    name: 'mf-games',
    current: '1.0.0-bbbbbbbb',
    history: [],
    from: '2026-12-01T00:00:00.000Z',
    versions: { '1.0.0-bbbbbbbb': { publishedAt: '2026-01-01T00:00:00.000Z', routes: [{ path: '/quiz', page: 'quiz' }] } },
  };
  return s;
}

describe('listCampaigns', () => {
  it('shows every window, its state and what it hides now', () => {
    const rows = listCampaigns(state(), new Date('2026-07-01T00:00:00Z'));
    expect(rows.map((r) => [r.remote, r.target, r.source, r.state, r.hides.join(' '), r.note ?? ''])).toEqual([
      ['mf-games', '*', 'remote', 'scheduled', '/quiz', ''],
      ['mf-promotions', '/centre-daide', 'override', 'ended', '', 'ended: no longer overrides, the route table decides'],
      ['mf-promotions', '/black-friday', 'route table', 'scheduled', '/black-friday', ''],
    ]);
    expect(formatCampaigns(rows).split('\n')[0]).toMatch(/^remote\s+target\s+source\s+from\s+until\s+state\s+hides now$/);
    expect(formatCampaigns([])).toBe('no campaign windows');
  });
});
