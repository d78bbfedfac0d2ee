import { describe, expect, it } from 'vitest';
import { joinBytes, scratchInt32, scratchUtf8, zeroedInt32, zeroedUint8 } from './scratch.ts';

describe('scratch arrays', () => {
  it('hands out views of the asked length over one kept buffer per slot', () => {
    const a = scratchInt32('test.a', 10);
    a[3] = 7;
    const again = scratchInt32('test.a', 5);
    expect(again.length).toBe(5);
    expect(again.buffer).toBe(a.buffer);
    expect(again[3]).toBe(7);
    expect(scratchInt32('test.b', 5).buffer).not.toBe(a.buffer);
  });

  it('grows a slot that is asked for more than it holds', () => {
    const small = scratchInt32('test.grow', 4);
    const large = scratchInt32('test.grow', 100_000);
    expect(large.length).toBe(100_000);
    expect(large.buffer).not.toBe(small.buffer);
    expect(scratchInt32('test.grow', 50_000).buffer).toBe(large.buffer);
  });

  it('zeroes what it hands out as zeroed', () => {
    zeroedUint8('test.flags', 8).fill(1);
    expect([...zeroedUint8('test.flags', 8)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    zeroedInt32('test.counts', 3).fill(9);
    expect([...zeroedInt32('test.counts', 3)]).toEqual([0, 0, 0]);
  });

  it('writes texts as UTF-8 and joins pieces of text and bytes', () => {
    expect(scratchUtf8('test.utf8', 'Téléviseur 43" — 😀').toString()).toBe('Téléviseur 43" — 😀');
    expect(joinBytes('test.join', ['{"items":[', Buffer.from('{"é":1}'), ']}']).toString()).toBe('{"items":[{"é":1}]}');
  });
});

