import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRound } from './round-engine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createRound', () => {
  it('pops moles, scores hits only on the mole, and ends with the score', () => {
    const round = createRound({ roundMs: 10_000, random: () => 0.5, now: () => Date.now() });
    const onEnd = vi.fn<(score: number) => void>();
    round.start(onEnd);
    expect(round.getView().hole).toBeNull();
    vi.advanceTimersByTime(650);
    const hole = round.getView().hole!;
    expect(hole).toBe(4);
    expect(round.whack((hole + 1) % 9)).toBe(false);
    expect(round.whack(hole)).toBe(true);
    expect(round.getView()).toMatchObject({ hole: null, bonked: hole, score: 1 });
    // a second tap on the same spot does not count twice
    expect(round.whack(hole)).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(onEnd).toHaveBeenCalledWith(1);
    expect(round.whack(round.getView().hole ?? 0)).toBe(false);
  });

  it('hides a mole nobody hits and never shows it twice in a row', () => {
    let r = 0;
    const round = createRound({ roundMs: 30_000, random: () => [0.1, 0.1, 0.9][r++ % 3]!, now: () => Date.now() });
    round.start(() => {});
    vi.advanceTimersByTime(650);
    const first = round.getView().hole;
    vi.advanceTimersByTime(1100);
    expect(round.getView().hole).toBeNull();
    vi.advanceTimersByTime(700);
    expect(round.getView().hole).not.toBeNull();
    expect(round.getView().hole).not.toBe(first);
    round.stop();
  });

  it('tells subscribers about every change', () => {
    const round = createRound({ roundMs: 5000, now: () => Date.now() });
    const listener = vi.fn<() => void>();
    const unsubscribe = round.subscribe(listener);
    round.start(() => {});
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    round.stop();
  });
});
