import { useCallback, useRef, useState } from 'react';
import { endServerSession } from '../../api/session';
import { logOut, type LogOutDeps, type LogOutOptions } from './lib/log-out';

/** The real side effects: the content API and a full reload, so no remote keeps stale state. */
export const browserLogOutDeps: LogOutDeps = {
  endServerSession,
  navigate: (url) => window.location.assign(url),
};

export function useLogOut(): { logOut: (options?: LogOutOptions) => void; pending: boolean } {
  const [pending, setPending] = useState(false);
  // A ref, not the state: a double tap lands before React re-renders with `pending`.
  const running = useRef(false);
  const run = useCallback((options?: LogOutOptions) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    void logOut(browserLogOutDeps, options);
  }, []);
  return { logOut: run, pending };
}
