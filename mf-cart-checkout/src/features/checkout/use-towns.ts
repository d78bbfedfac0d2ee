import { useCallback, useEffect, useState } from 'react';
import { fetchTowns, type Town } from '@shop/shared';

export function useTowns() {
  const [towns, setTowns] = useState<Town[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchTowns().then(
      (list) => {
        if (live) {
          setTowns(list);
          setFailed(false);
        }
      },
      (error: unknown) => {
        // A GET: logs a missing answer; the page offers a retry beside the field.
        console.error('[checkout] towns failed', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- a retry asks again
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { towns, failed, retry };
}
