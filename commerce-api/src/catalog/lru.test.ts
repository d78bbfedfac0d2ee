import { describe, expect, it } from 'vitest';
import { Doorkeeper, VersionedLru } from './lru.ts';

describe('VersionedLru', () => {
  it('drops the least recently used entries beyond its count or weight, and everything at a new version', () => {
    const cache = new VersionedLru<string>(2, 10).at(1);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 4);
    // Over both bounds: b, the least recently used, goes.
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    cache.set('d', 'D', 11);
    expect(cache.get('d')).toBeUndefined();
    expect(cache.at(2).get('a')).toBeUndefined();
  });

  it('keeps a value offered on its key\'s second sighting only, when asked to admit on second sight', () => {
    const cache = new VersionedLru<string>(100, Infinity, { admitOnSecondSight: 10 }).at(1);
    cache.set('once', 'computed');
    expect(cache.get('once')).toBeUndefined();
    cache.set('once', 'computed again');
    expect(cache.get('once')).toBe('computed again');
    // A key offered again after many others has been forgotten: it waits for another sighting.
    cache.set('late', 'L');
    for (let i = 0; i < 25; i++) cache.set(`other ${i}`, 'O');
    cache.set('late', 'L');
    expect(cache.get('late')).toBeUndefined();
  });
});

describe('Doorkeeper', () => {
  it('knows the keys of the last size to twice size offered, and no older', () => {
    const door = new Doorkeeper(3);
    expect(door.admit('a')).toBe(false);
    expect(door.admit('a')).toBe(true);
    for (const key of ['b', 'c']) door.admit(key);
    // The first generation is full (a, b, c): d starts the next; a is still known.
    expect(door.admit('d')).toBe(false);
    expect(door.admit('a')).toBe(true);
    for (const key of ['e', 'f']) door.admit(key);
    // d, a, e fill the second generation; f starts a third and the first (a, b, c) is dropped.
    expect(door.admit('b')).toBe(false);
    expect(door.admit('d')).toBe(true);
  });
});
