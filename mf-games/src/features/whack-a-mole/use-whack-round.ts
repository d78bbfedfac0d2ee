import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createRound, type RoundView } from './lib/round-engine';

/** Runs one round while `playing`; `onEnd(score)` when the time is up. */
export function useWhackRound(playing: boolean, onEnd: (score: number) => void, roundMs: number, playSound?: () => void): RoundView & { whack: (hole: number) => void } {
  const [round] = useState(() => createRound({ roundMs }));
  // The round's view before it starts is the same on the server: without this third argument
  // React cannot render the page there (error #419, the page then rendered again in the browser).
  const view = useSyncExternalStore(round.subscribe, round.getView, round.getView);

  useEffect(() => {
    if (!playing) return;
    round.start(onEnd);
    return () => round.stop();
  }, [playing, round, onEnd]);

  const whack = useCallback(
    (hole: number) => {
      if (round.whack(hole)) playSound?.();
    },
    [round, playSound],
  );
  return { ...view, whack };
}
