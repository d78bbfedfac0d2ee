import { useCallback, useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useNavigate } from 'react-router';
import { $isLoggedIn, customerAttribute, isLocale, notifyApiError, setLocale, showToast, useT, type Locale } from '@shop/shared';
import { previousLocation } from '../composition/previous-location';
import { browserSessionDeps } from './browser-deps';
import { afterLoginTarget, decideAuthPage, type AuthPageDecision } from './lib/redirect';
import { completeLogin } from './lib/session';

const STAY: AuthPageDecision = { kind: 'stay' };

/**
 * The redirect rules for /login and /signup, decided once per location (a login
 * made on this page must not trigger them again), and the end of every successful sign-in:
 * session stored, toast, saved path with the history entry replaced.
 */
export function useAuthPage(options: { applyRules: boolean }) {
  const { t } = useT('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useStore($isLoggedIn);
  const redirect = new URLSearchParams(location.search).get('redirect');
  const { applyRules } = options;
  const { key, pathname } = location;

  const decision = useMemo(
    () =>
      applyRules ? decideAuthPage({ loggedIn: $isLoggedIn.get(), redirect, previous: previousLocation(), pathname }) : STAY,
    // Keyed on the history entry on purpose: logging in here must not re-run the rules.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [applyRules, key],
  );

  useEffect(() => {
    if (decision.kind === 'redirect') void navigate(decision.to, { replace: true });
  }, [decision, navigate]);

  const finishLogin = useCallback(
    async (message: string): Promise<boolean> => {
      let preferred: Locale | null = null;
      try {
        const user = await completeLogin(browserSessionDeps);
        const saved = customerAttribute(user, 'preferred_language');
        preferred = isLocale(saved) ? saved : null;
      } catch (error) {
        notifyApiError(error, { toastWithoutResponse: true });
        return false;
      }
      if (preferred) setLocale(preferred);
      showToast({ type: 'success', message });
      void navigate(afterLoginTarget(redirect, pathname, preferred), { replace: true });
      return true;
    },
    [navigate, redirect, pathname],
  );

  return { t, redirect, redirecting: decision.kind === 'redirect', loggedIn, finishLogin };
}
