import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Navigate, useLocation, useParams } from 'react-router';
import { $isLoggedIn, showToast, useT } from '@shop/shared';
import { NotFoundPage } from '../errors/not-found-lazy';
import { loginRedirectPath, paramsAreValid, type RouteEntry } from './lib/route-table';
import { RemotePage } from './remote-page';

function LoginRedirect() {
  const location = useLocation();
  const { t } = useT('shell');
  const shown = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice in development; one toast per redirect.
    if (shown.current) return;
    shown.current = true;
    showToast({ type: 'error', message: t('login_required') });
  }, [t]);
  return <Navigate to={loginRedirectPath(location.pathname, location.search)} replace />;
}

/** What the route table asks of a route before its page may load: valid params, a login. */
export function RouteGate({ entry }: { entry: RouteEntry }) {
  const params = useParams();
  const loggedIn = useStore($isLoggedIn);
  if (!paramsAreValid(entry.params, params)) return <NotFoundPage />;
  if (entry.auth && !loggedIn) return <LoginRedirect />;
  return <RemotePage key={`${entry.remote}/${entry.page}`} remote={entry.remote} page={entry.page} />;
}
