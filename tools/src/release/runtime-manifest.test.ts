import { describe, expect, it } from 'vitest';
import type { StoreState } from '../release/state.ts';
import { isActive, toRuntimeManifest } from './runtime-manifest.ts';

const state = (): StoreState => ({
  build: 'b1',
  updatedAt: '2026-01-01T00:00:00Z',
  remotes: {
    'mf-promotions': {
      name: 'mf-promotions',
      current: '1.0.0-bbbbbbbb',
      history: ['1.0.0-aaaaaaaa'],
      versions: {
        '1.0.0-aaaaaaaa': { routes: [{ path: '/old', page: 'old' }], publishedAt: '2026-01-01T00:00:00Z' },
        '1.0.0-bbbbbbbb': {
          routes: [
            { path: '/centre-daide', page: 'help' },
            { path: '/black-friday', page: 'black-friday', from: '2026-11-27T00:00:00Z', until: '2026-11-30T00:00:00Z' },
          ],
          publishedAt: '2026-01-02T00:00:00Z',
        },
      },
    },
    'mf-catalog': {
      name: 'mf-catalog',
      current: '1.0.0-cccccccc',
      history: [],
      versions: { '1.0.0-cccccccc': { routes: [{ path: '/', page: 'home' }], publishedAt: '2026-01-01T00:00:00Z' } },
    },
  },
});

describe('isActive', () => {
  const at = new Date('2026-11-28T12:00:00Z');
  it('treats from as inclusive and until as exclusive', () => {
    expect(isActive({ from: '2026-11-28T12:00:00Z' }, at)).toBe(true);
    expect(isActive({ until: '2026-11-28T12:00:00Z' }, at)).toBe(false);
    expect(isActive({}, at)).toBe(true);
  });
  it('keeps a window with an unparsable bound closed', () => {
    expect(isActive({ from: 'soon' }, at)).toBe(false);
  });
});

describe('toRuntimeManifest', () => {
  it('lists current versions with versioned manifest URLs, sorted by name', () => {
    const manifest = toRuntimeManifest(state(), new Date('2026-06-01T00:00:00Z'));
    expect(manifest.remotes.map((r) => [r.name, r.version, r.manifest])).toEqual([
      ['mf-catalog', '1.0.0-cccccccc', '/remotes/mf-catalog/1.0.0-cccccccc/mf-manifest.json'],
      ['mf-promotions', '1.0.0-bbbbbbbb', '/remotes/mf-promotions/1.0.0-bbbbbbbb/mf-manifest.json'],
    ]);
  });

  it('drops routes outside their window and keeps them inside it', () => {
    const before = toRuntimeManifest(state(), new Date('2026-11-26T23:59:59Z'));
    const during = toRuntimeManifest(state(), new Date('2026-11-28T00:00:00Z'));
    const promo = (m: typeof before) => m.remotes.find((r) => r.name === 'mf-promotions')!.routes.map((r) => r.path);
    expect(promo(before)).toEqual(['/centre-daide']);
    expect(promo(during)).toEqual(['/centre-daide', '/black-friday']);
    expect(before.build).not.toBe(during.build);
  });

  it('applies route windows set by the CLI over the compiled ones', () => {
    const s = state();
    s.remotes['mf-promotions']!.routeWindows = { '/black-friday': { from: '2026-11-01T00:00:00.000Z' }, '/centre-daide': { from: '2027-01-01T00:00:00.000Z' } };
    const routes = toRuntimeManifest(s, new Date('2026-12-15T00:00:00Z')).remotes.find((r) => r.name === 'mf-promotions')!.routes;
    expect(routes).toEqual([{ path: '/black-friday', page: 'black-friday', from: '2026-11-01T00:00:00.000Z' }]);
  });

  it('stops applying an override once it has ended: the route table decides again', () => {
    const s = state();
    s.remotes['mf-promotions']!.routeWindows = {
      '/centre-daide': { from: '2025-06-01T00:00:00.000Z', until: '2026-01-01T00:00:00.000Z' },
      '/black-friday': { until: '2026-11-20T00:00:00.000Z' },
    };
    const at = (iso: string) => toRuntimeManifest(s, new Date(iso)).remotes.find((r) => r.name === 'mf-promotions')!.routes.map((r) => r.path);
    // Before it starts, the override hides /centre-daide; /black-friday is shown until the 20th.
    expect(at('2025-01-01T00:00:00Z')).toEqual(['/black-friday']);
    // Once both have ended: /centre-daide is back (no window of its own), /black-friday follows
    // its compiled window again (27–30 Nov).
    expect(at('2026-11-25T00:00:00Z')).toEqual(['/centre-daide']);
    expect(at('2026-11-28T00:00:00Z')).toEqual(['/centre-daide', '/black-friday']);
  });

  it('serves a canary to the cohorts below its share and the live version to the rest', () => {
    const s = state();
    s.remotes['mf-catalog']!.versions['1.0.0-dddddddd'] = { routes: [{ path: '/', page: 'home' }], publishedAt: '2026-01-03T00:00:00Z' };
    s.remotes['mf-catalog']!.canary = { version: '1.0.0-dddddddd', percent: 10, startedAt: '2026-01-03T00:00:00Z' };
    const served = (cohort?: number) => toRuntimeManifest(s, new Date('2026-02-01T00:00:00Z'), undefined, cohort);
    const version = (cohort?: number) => served(cohort).remotes.find((r) => r.name === 'mf-catalog')!.version;
    expect([0, 9].map(version)).toEqual(['1.0.0-dddddddd', '1.0.0-dddddddd']);
    expect([10, 99, undefined].map(version)).toEqual(['1.0.0-cccccccc', '1.0.0-cccccccc', '1.0.0-cccccccc']);
    // Each cohort polls a build id of its own, so only the tabs whose versions change reload.
    expect(served(0).build).not.toBe(served(50).build);
    expect(served(50).build).toBe(served(99).build);
  });

  it('hides a remote outside its window and carries the window when inside', () => {
    const s = state();
    Object.assign(s.remotes['mf-catalog']!, { from: '2026-03-01T00:00:00.000Z', until: '2026-04-01T00:00:00.000Z' });
    expect(toRuntimeManifest(s, new Date('2026-02-01T00:00:00Z')).remotes.map((r) => r.name)).toEqual(['mf-promotions']);
    const inside = toRuntimeManifest(s, new Date('2026-03-15T00:00:00Z')).remotes.find((r) => r.name === 'mf-catalog');
    expect(inside).toMatchObject({ from: '2026-03-01T00:00:00.000Z', until: '2026-04-01T00:00:00.000Z' });
  });

  it('omits remotes without a current version and keeps the build id when nothing is windowed', () => {
    const s = state();
    delete s.remotes['mf-promotions'];
    s.remotes['mf-catalog']!.current = null;
    expect(toRuntimeManifest(s, new Date())).toEqual({ build: 'b1', remotes: [] });
  });
});
