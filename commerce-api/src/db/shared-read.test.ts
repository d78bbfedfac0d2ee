import { describe, expect, it } from 'vitest';
import { sharedAfterArrival } from './shared-read.ts';

/** A read whose answers the test releases one by one: the n-th read sent answers n. */
function controlledRead() {
  const pending: (() => void)[] = [];
  let sent = 0;
  const read = () => {
    const n = ++sent;
    return new Promise<number>((resolve) => pending.push(() => resolve(n)));
  };
  return { read, sent: () => sent, release: async () => { pending.shift()!(); await new Promise((r) => setImmediate(r)); } };
}

describe('a read shared by the callers that arrive while one is in flight', () => {
  it('never hands a caller a read sent before it arrived; the latecomers share the next one', async () => {
    const c = controlledRead();
    const shared = sharedAfterArrival(c.read);
    const first = shared();
    const second = shared();
    const third = shared();
    expect(c.sent()).toBe(1);
    await c.release();
    expect(await first).toBe(1);
    // The two that came during read 1 share read 2, sent once read 1 ended.
    expect(c.sent()).toBe(2);
    const fourth = shared();
    await c.release();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    // Arrived while read 2 was in flight: it waits for read 3.
    expect(c.sent()).toBe(3);
    await c.release();
    expect(await fourth).toBe(3);
  });

  it('fails only the callers of a failed read; the next caller reads afresh', async () => {
    let calls = 0;
    const shared = sharedAfterArrival(async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    const failed = shared();
    const after = shared();
    await expect(failed).rejects.toThrow('down');
    expect(await after).toBe(2);
    expect(await shared()).toBe(3);
  });
});
