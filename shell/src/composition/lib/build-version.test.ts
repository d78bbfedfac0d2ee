import { describe, expect, it } from 'vitest';
import { isBuildStale, parseLatestBuild, shouldCheckOnVisible, shouldFullLoadOnNavigation } from './build-version';

describe('parseLatestBuild', () => {
  it('reads the build id', () => expect(parseLatestBuild({ build: ' 2026-11-21.3 ' })).toBe('2026-11-21.3'));
  it('rejects other shapes', () => {
    expect(parseLatestBuild(null)).toBeNull();
    expect(parseLatestBuild({ build: '' })).toBeNull();
    expect(parseLatestBuild({ build: 3 })).toBeNull();
    expect(parseLatestBuild('abc')).toBeNull();
  });
});

describe('isBuildStale', () => {
  it('is stale only when both builds are known and differ', () => {
    expect(isBuildStale('a', 'b')).toBe(true);
    expect(isBuildStale('a', 'a')).toBe(false);
    expect(isBuildStale('a', null)).toBe(false);
    expect(isBuildStale(null, 'b')).toBe(false);
  });
});

describe('shouldFullLoadOnNavigation', () => {
  it('turns a real navigation on a stale build into a full load', () => {
    expect(shouldFullLoadOnNavigation({ startedWith: 'a', latest: 'b', from: '/', to: '/cart' })).toBe(true);
  });
  it('never reloads mid-page (same location) or on a current build', () => {
    expect(shouldFullLoadOnNavigation({ startedWith: 'a', latest: 'b', from: '/cart', to: '/cart' })).toBe(false);
    expect(shouldFullLoadOnNavigation({ startedWith: 'a', latest: 'a', from: '/', to: '/cart' })).toBe(false);
  });
});

describe('shouldCheckOnVisible', () => {
  it('checks when never checked or the last check is old enough', () => {
    expect(shouldCheckOnVisible(null, 0)).toBe(true);
    expect(shouldCheckOnVisible(0, 4_999)).toBe(false);
    expect(shouldCheckOnVisible(0, 5_000)).toBe(true);
  });
});
