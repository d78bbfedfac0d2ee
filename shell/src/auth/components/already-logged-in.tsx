import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $session, Button, useT, useLocalePath } from '@shop/shared';
import { browserSessionDeps } from '../browser-deps';
import { logOut } from '../lib/session';

/** A logged-in shopper on an auth page without a target: say so, offer the account and logout. */
export function AlreadyLoggedIn() {
  const { t } = useT('shell');
  const { user } = useStore($session);
  const localePath = useLocalePath();
  const [leaving, setLeaving] = useState(false);
  const name = user ? `${user.firstname} ${user.lastname}`.trim() || user.email : '';
  return (
    <div className="auth-panel" data-testid="already-logged-in">
      <p>{t('auth.already_logged_in', { name })}</p>
      <p className="auth-actions">
        <Link className="shop-button shop-button--primary" to={localePath('/customer')}>
          {t('auth.go_to_account')}
        </Link>
        <Link className="shop-button shop-button--secondary" to={localePath('/')}>
          {t('auth.continue_shopping')}
        </Link>
      </p>
      <Button
        variant="ghost"
        loading={leaving}
        data-testid="logout"
        onClick={() => {
          setLeaving(true);
          void logOut(browserSessionDeps);
        }}
      >
        {t('auth.logout')}
      </Button>
    </div>
  );
}
