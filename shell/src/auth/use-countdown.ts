import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './lib/identifier';

/**
 * A visible countdown in whole seconds. The deadline is absolute, so a phone that throttles
 * timers in the background still shows the right figure when the shopper comes back.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const remaining = secondsLeft(deadline, now);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [remaining]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  }, []);

  return { remaining, start };
}
