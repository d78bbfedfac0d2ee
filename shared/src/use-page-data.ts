import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { toApiError } from './api/client';
import type { LoadState, PageLoader } from './contracts/loader';
import { usePageSeed } from './page-seed';
import { $locale } from './stores/locale';
import { $session } from './stores/session';

interface PageData<T> {
  state: LoadState<T>;
  /** Runs the loader again from the skeleton (after an error). */
  retry: () => void;
  /** Runs the loader again keeping the current data on screen until the new data arrives (after a mutation). */
  reload: () => void;
}

/**
 * Runs a page's loader when the page mounts and whenever its path, route params, query string or
 * the shop language change; a run that is superseded is aborted and its answer ignored. The API
 * client reports a refused token to the shell's session module (it alone decides; a login-only
 * route then goes to /login with the way back). A 401 to a request sent with a token is not an
 * error to show: that session is ending (or being renewed), so the page stays on its skeleton and
 * runs again once the session has changed (as a guest, or with the renewed token). At start-up
 * the shell's own check of a stored token races the page's first request: whichever ends the
 * session first, the page then loads as a guest.
 */
export function usePageData<T>(loader: PageLoader<T>): PageData<T> {
  const params = useParams();
  const { pathname, search } = useLocation();
  const locale = useStore($locale);
  const key = useMemo(() => JSON.stringify([pathname, params, search, locale]), [pathname, params, search, locale]);
  const [run, setRun] = useState(0);
  const keepData = useRef(false);
  // Server-rendered first view: start ready with the server's data, and do not fetch it again.
  const seed = usePageSeed<T>();
  const seededKey = useRef(seed === undefined ? null : key);
  const [current, setCurrent] = useState<{ key: string; state: LoadState<T> }>(() =>
    seed === undefined ? { key, state: { status: 'loading' } } : { key, state: { status: 'ready', data: seed } },
  );

  useEffect(() => {
    if (seededKey.current === key && run === 0) return;
    seededKey.current = null;
    const controller = new AbortController();
    if (!keepData.current) setCurrent({ key, state: { status: 'loading' } });
    keepData.current = false;
    const [, routeParams] = JSON.parse(key) as [string, Record<string, string | undefined>];
    const sentWith = $session.get().handle;
    let stopWaiting: (() => void) | null = null;
    const sessionChanged = () => $session.get().handle !== sentWith;
    loader({ pathname, params: routeParams, search: new URLSearchParams(search), locale, signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setCurrent({ key, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = toApiError(error);
        if (apiError.status === 401 && sentWith) {
          // Sent with a token that has been ended or renewed meanwhile: ask again with the current session.
          if (sessionChanged()) return setRun((n) => n + 1);
          // The shell ends or renews the refused token, after a refresh call or none: either way
          // the token changes, and the page asks again.
          stopWaiting = $session.listen(() => {
            if (!sessionChanged()) return;
            stopWaiting?.();
            stopWaiting = null;
            setRun((n) => n + 1);
          });
          return;
        }
        setCurrent({ key, state: { status: 'error', error: apiError } });
      },
    );
    return () => {
      controller.abort();
      stopWaiting?.();
    };
    // `key` stands for pathname, params, search and locale together; `run` forces another run.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key, run, loader]);

  const retry = useCallback(() => setRun((n) => n + 1), []);
  const reload = useCallback(() => {
    keepData.current = true;
    setRun((n) => n + 1);
  }, []);

  // Between a navigation and the effect that starts the new run, the old page's data must not
  // show under the new URL.
  const state: LoadState<T> = current.key === key || keepData.current ? current.state : { status: 'loading' };
  return { state, retry, reload };
}
