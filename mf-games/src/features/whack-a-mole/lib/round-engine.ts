import { gapMs, moleUpMs, nextHole, ROUND_MS } from './round';

export interface RoundView {
  /** Hole with a mole up, or null. */
  hole: number | null;
  /** Hole just hit (for the bonk effect), or null. */
  bonked: number | null;
  score: number;
}

export interface RoundOptions {
  roundMs?: number;
  random?: () => number;
  now?: () => number;
}

/**
 * One whack-a-mole round, outside React: moles pop up one at a time at an increasing pace, a
 * hit scores a point, and `onEnd(score)` runs when the time is up. Timers, not a frame loop:
 * the view changes only when a mole moves, and CSS animates the move.
 */
export function createRound({ roundMs = ROUND_MS, random = Math.random, now = () => performance.now() }: RoundOptions = {}) {
  let view: RoundView = { hole: null, bonked: null, score: 0 };
  let running = false;
  let start = 0;
  let last: number | null = null;
  let hide: ReturnType<typeof setTimeout> | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const set = (next: Partial<RoundView>) => {
    view = { ...view, ...next };
    for (const listener of listeners) listener();
  };
  const later = (ms: number, fn: () => void) => {
    const id = setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
    return id;
  };
  const clear = () => {
    for (const id of timers) clearTimeout(id);
    timers.clear();
    hide = null;
  };
  const spawn = () => {
    if (!running) return;
    const hole = nextHole(last, random());
    last = hole;
    set({ hole });
    hide = later(moleUpMs(now() - start, roundMs), () => {
      set({ hole: null });
      later(gapMs(now() - start, roundMs), spawn);
    });
  };

  return {
    getView: (): RoundView => view,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(onEnd: (score: number) => void): void {
      clear();
      running = true;
      start = now();
      last = null;
      set({ hole: null, bonked: null, score: 0 });
      later(gapMs(0, roundMs), spawn);
      later(roundMs, () => {
        running = false;
        clear();
        set({ hole: null });
        onEnd(view.score);
      });
    },
    /** Hits `hole`; true when a mole was there. */
    whack(hole: number): boolean {
      if (!running || view.hole !== hole) return false;
      if (hide) {
        clearTimeout(hide);
        timers.delete(hide);
      }
      set({ hole: null, bonked: hole, score: view.score + 1 });
      later(200, () => set({ bonked: null }));
      later(gapMs(now() - start, roundMs), spawn);
      return true;
    },
    stop(): void {
      running = false;
      clear();
    },
  };
}

export type Round = ReturnType<typeof createRound>;
