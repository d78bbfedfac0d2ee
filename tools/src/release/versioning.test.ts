import { describe, expect, it } from 'vitest';
import { emptyState, type StoreState } from './state.ts';
import { applyRelease, applyRollback, applyWindow, ReleaseError, validateWindow, versionOf } from './versioning.ts';

const now = new Date('2026-01-01T00:00:00Z');
const routes = [{ path: '/promo', page: 'promo' }, { path: '/help', page: 'help' }];

function released(...versions: string[]): StoreState {
  let state = emptyState();
  for (const version of versions) state = applyRelease(state, { name: 'mf-promotions', version, routes, now }).state;
  return state;
}

describe('versionOf', () => {
  it('joins the package version and the content hash', () => {
    expect(versionOf('1.2.0', 'abcdef01')).toBe('1.2.0-abcdef01');
  });
  it('refuses a hash that is not 8 hex digits', () => {
    expect(() => versionOf('1.2.0', 'xyz')).toThrow(ReleaseError);
  });
});

describe('applyRelease', () => {
  it('makes the first version current with an empty history', () => {
    const remote = released('1.0.0-aaaaaaaa').remotes['mf-promotions']!;
    expect(remote.current).toBe('1.0.0-aaaaaaaa');
    expect(remote.history).toEqual([]);
    expect(remote.versions['1.0.0-aaaaaaaa']).toEqual({ routes, publishedAt: now.toISOString() });
  });

  it('keeps the previous version in history', () => {
    const remote = released('1.0.0-aaaaaaaa', '1.0.0-bbbbbbbb').remotes['mf-promotions']!;
    expect(remote.current).toBe('1.0.0-bbbbbbbb');
    expect(remote.history).toEqual(['1.0.0-aaaaaaaa']);
  });

  it('is a no-op for the content that is already current', () => {
    const state = released('1.0.0-aaaaaaaa');
    const change = applyRelease(state, { name: 'mf-promotions', version: '1.0.0-aaaaaaaa', routes, now });
    expect(change.changed).toBe(false);
    expect(change.state).toBe(state);
  });

  it('does not mutate its input', () => {
    const state = released('1.0.0-aaaaaaaa');
    const copy = structuredClone(state);
    applyRelease(state, { name: 'mf-promotions', version: '1.0.0-bbbbbbbb', routes, now });
    expect(state).toEqual(copy);
  });

  it('refuses names that are not safe path segments', () => {
    expect(() => applyRelease(emptyState(), { name: '../etc', version: '1.0.0-aaaaaaaa', routes, now })).toThrow(ReleaseError);
  });
});

describe('applyRollback', () => {
  it('restores the previous version and walks further back on repeat', () => {
    const once = applyRollback(released('1.0.0-aaaaaaaa', '1.0.0-bbbbbbbb', '1.0.0-cccccccc'), 'mf-promotions');
    expect(once.state.remotes['mf-promotions']!.current).toBe('1.0.0-bbbbbbbb');
    const twice = applyRollback(once.state, 'mf-promotions');
    expect(twice.state.remotes['mf-promotions']!.current).toBe('1.0.0-aaaaaaaa');
    expect(twice.state.remotes['mf-promotions']!.history).toEqual([]);
  });

  it('fails when there is nothing to roll back to', () => {
    expect(() => applyRollback(released('1.0.0-aaaaaaaa'), 'mf-promotions')).toThrow(/no previous version/);
    expect(() => applyRollback(emptyState(), 'mf-games')).toThrow(/unknown remote/);
  });

  it('rolls back to a named version of the history', () => {
    const state = released('1.0.0-aaaaaaaa', '1.0.0-bbbbbbbb', '1.0.0-cccccccc');
    const change = applyRollback(state, 'mf-promotions', '1.0.0-aaaaaaaa');
    expect(change.state.remotes['mf-promotions']!.current).toBe('1.0.0-aaaaaaaa');
    expect(() => applyRollback(state, 'mf-promotions', '1.0.0-dddddddd')).toThrow(/not stored/);
  });

  it('a release after a rollback makes the rolled-back content current again', () => {
    const back = applyRollback(released('1.0.0-aaaaaaaa', '1.0.0-bbbbbbbb'), 'mf-promotions').state;
    const again = applyRelease(back, { name: 'mf-promotions', version: '1.0.0-bbbbbbbb', routes, now });
    expect(again.changed).toBe(true);
    expect(again.state.remotes['mf-promotions']!.history).toEqual(['1.0.0-aaaaaaaa']);
  });
});

describe('windows', () => {
  it('normalises instants to UTC and checks their order', () => {
    expect(validateWindow({ from: '2026-11-27T00:00:00+01:00', until: '2026-11-30' })).toEqual({
      from: '2026-11-26T23:00:00.000Z',
      until: '2026-11-30T00:00:00.000Z',
    });
    expect(() => validateWindow({ from: '2026-12-01', until: '2026-11-30' })).toThrow(/before/);
    expect(() => validateWindow({ from: 'next friday' })).toThrow(/ISO 8601/);
    expect(() => validateWindow({ from: '2026-13-45' })).toThrow(ReleaseError);
  });

  it('sets and clears a remote window', () => {
    const set = applyWindow(released('1.0.0-aaaaaaaa'), { name: 'mf-promotions', wholeRemote: true, from: '2026-11-27T00:00:00Z' });
    expect(set.state.remotes['mf-promotions']).toMatchObject({ from: '2026-11-27T00:00:00.000Z' });
    expect(set.state.remotes['mf-promotions']!.until).toBeUndefined();
    const cleared = applyWindow(set.state, { name: 'mf-promotions', clear: true });
    expect(cleared.state.remotes['mf-promotions']!.from).toBeUndefined();
  });

  it('sets a route window that survives a new release', () => {
    const set = applyWindow(released('1.0.0-aaaaaaaa'), { name: 'mf-promotions', route: '/promo', until: '2026-12-01T00:00:00Z' });
    const next = applyRelease(set.state, { name: 'mf-promotions', version: '1.0.0-bbbbbbbb', routes, now });
    expect(next.state.remotes['mf-promotions']!.routeWindows).toEqual({ '/promo': { until: '2026-12-01T00:00:00.000Z' } });
  });

  it('refuses unknown routes and empty windows', () => {
    const state = released('1.0.0-aaaaaaaa');
    expect(() => applyWindow(state, { name: 'mf-promotions', route: '/nope', from: '2026-01-01' })).toThrow(/no route/);
    expect(() => applyWindow(state, { name: 'mf-promotions' })).toThrow(/--from/);
  });

  it('reports an identical window as unchanged', () => {
    const set = applyWindow(released('1.0.0-aaaaaaaa'), { name: 'mf-promotions', wholeRemote: true, from: '2026-11-27T00:00:00Z' });
    expect(applyWindow(set.state, { name: 'mf-promotions', wholeRemote: true, from: '2026-11-27T00:00:00.000Z' }).changed).toBe(false);
  });
});
