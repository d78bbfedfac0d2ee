import { useEffect, useRef, useState } from 'react';
import { clockOffset } from './lib/campaign-state';

/**
 * The server's "now", ticking every second: the shopper's clock may be wrong, so the server
 * time of the last answer sets the offset every tick is corrected by. When the time passes
 * `target`, `onReached` runs once (the page then asks the server for the new state).
 */
export function useServerNow(serverTime: string, target: number | null, onReached: () => void): number {
  const [now, setNow] = useState(() => Date.parse(serverTime));
  const callback = useRef(onReached);
  useEffect(() => {
    callback.current = onReached;
  }, [onReached]);
  useEffect(() => {
    const offset = clockOffset(serverTime, Date.now());
    let reached = false;
    const timer = setInterval(() => {
      const next = Date.now() + offset;
      setNow(next);
      if (target !== null && next >= target && !reached) {
        reached = true;
        callback.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [serverTime, target]);
  return now;
}
