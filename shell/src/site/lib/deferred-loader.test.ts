import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdBackReason, scheduleDeferredScripts, type DeferredScript, type LoaderEnv } from './deferred-loader';

const gtm: DeferredScript = { id: 'gtm', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-X', strategy: 'idle', tier: 0 };
const pixel: DeferredScript = { id: 'pixel', src: 'https://connect.facebook.net/en_US/fbevents.js', strategy: 'idle', tier: 2 };
const chat: DeferredScript = { id: 'chat', src: 'https://chat.example/widget.js', strategy: 'interaction' };

function env(overrides: Partial<LoaderEnv> = {}) {
  const injected: string[] = [];
  const idle: { fn: () => void; timeout: number }[] = [];
  let interact: (() => void) | null = null;
  const e: LoaderEnv = {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    requestIdleCallback: (fn, { timeout }) => {
      idle.push({ fn, timeout });
      // The browser would run it when idle; at the latest after the time-out.
      return setTimeout(fn, timeout);
    },
    onFirstInteraction: (fn) => {
      interact = fn;
      return () => {
        interact = null;
      };
    },
    inject: (script) => injected.push(script.id),
    ...overrides,
  };
  return { e, injected, idle, interact: () => interact?.() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleDeferredScripts', () => {
  it('waits the tier delay, then asks for idle time with the tier time-out', () => {
    const { e, injected, idle } = env();
    scheduleDeferredScripts([gtm, pixel], e);
    vi.advanceTimersByTime(1999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle.map((i) => i.timeout)).toEqual([8000]);
    vi.advanceTimersByTime(2000);
    expect(idle.map((i) => i.timeout)).toEqual([8000, 12000]);
    idle[0]!.fn();
    expect(injected).toEqual(['gtm']);
  });

  it('loads at the latest when the idle time-out expires, and only once', () => {
    const { e, injected } = env();
    scheduleDeferredScripts([gtm], e);
    vi.advanceTimersByTime(2000 + 8000);
    expect(injected).toEqual(['gtm']);
    vi.advanceTimersByTime(60_000);
    expect(injected).toEqual(['gtm']);
  });

  it('without requestIdleCallback, uses the idle time-out as a plain timer', () => {
    const { e, injected } = env({ requestIdleCallback: undefined });
    scheduleDeferredScripts([{ ...gtm, tier: 1 }], e);
    vi.advanceTimersByTime(3000 + 9999);
    expect(injected).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(injected).toEqual(['gtm']);
  });

  it('loads interaction scripts on the first interaction, or after 5000 ms', () => {
    const first = env();
    scheduleDeferredScripts([chat], first.e);
    vi.advanceTimersByTime(1000);
    first.interact();
    expect(first.injected).toEqual(['chat']);
    vi.advanceTimersByTime(10_000);
    expect(first.injected).toEqual(['chat']);

    const second = env();
    scheduleDeferredScripts([chat], second.e);
    vi.advanceTimersByTime(4999);
    expect(second.injected).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(second.injected).toEqual(['chat']);
  });

  it('loads visible scripts when their element comes within 200px', () => {
    let near: (() => void) | null = null;
    const margins: string[] = [];
    const { e, injected } = env({
      whenNear: (_selector, margin, fn) => {
        margins.push(margin);
        near = fn;
        return () => undefined;
      },
    });
    scheduleDeferredScripts([{ id: 'reviews', src: 'https://reviews.example/w.js', strategy: 'visible', selector: '#reviews' }], e);
    vi.advanceTimersByTime(60_000);
    expect(injected).toEqual([]);
    near!();
    expect(injected).toEqual(['reviews']);
    expect(margins).toEqual(['200px']);
  });

  it('holds everything back in low-bandwidth mode: 2g, slow-2g or Save-Data', () => {
    for (const connection of [{ effectiveType: 'slow-2g' }, { effectiveType: '2g' }, { saveData: true, effectiveType: '4g' }]) {
      const { e, injected } = env({ connection });
      const { states } = scheduleDeferredScripts([gtm, chat], e);
      vi.advanceTimersByTime(60_000);
      expect(injected).toEqual([]);
      expect([...states.values()]).toEqual(['held-back', 'held-back']);
    }
    expect(holdBackReason({ effectiveType: '2g' })).toBe('2g');
    expect(holdBackReason({ effectiveType: 'slow-2g' })).toBe('slow-2g');
    expect(holdBackReason({ saveData: true, effectiveType: '2g' })).toBe('save-data');
    expect(holdBackReason({ effectiveType: '3g' })).toBeNull();
    expect(holdBackReason(undefined)).toBeNull();
  });

  it('cancel stops whatever has not loaded yet', () => {
    const { e, injected } = env();
    const { cancel, states } = scheduleDeferredScripts([gtm, chat], e);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(injected).toEqual([]);
    expect(states.get('gtm')).toBe('scheduled');
  });
});
