import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'react-router';
import { $isLoggedIn, $session, useAfterHydration, useT, useLocalePath } from '@shop/shared';
import { browserSessionDeps } from '../auth/browser-deps';
import { logOut } from '../auth/lib/session';

function PersonIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
      <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
    </svg>
  );
}

/**
 * Visitors: a link to /login. Logged-in shoppers: a small menu with their name, the customer
 * area and logout, closed by Escape, a click elsewhere or a navigation.
 */
export function AccountMenu() {
  const { t } = useT('shell');
  // Personal: a server-rendered page shows the visitor's link until it has hydrated.
  const loggedIn = useAfterHydration(useStore($isLoggedIn), false);
  const { user } = useStore($session);
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // A navigation (a link in the menu, the back button) closes it.
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!loggedIn) {
    return (
      <Link className="header-action" to={localePath('/login')} aria-label={t('login')} data-testid="account-link">
        <PersonIcon />
        <span className="header-action__label">{t('login')}</span>
      </Link>
    );
  }

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="header-action"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('my_account')}
        data-testid="account-menu"
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((o) => !o);
        }}
      >
        <PersonIcon />
        <span className="header-action__label">{t('my_account')}</span>
      </button>
      <div className="account-menu__panel" id={menuId} hidden={!open}>
        {user ? <p className="account-menu__name">{t('hello', { name: user.firstname || user.email })}</p> : null}
        <Link to={localePath('/customer')} data-testid="account-link">
          {t('my_account')}
        </Link>
        <button
          type="button"
          data-testid="header-logout"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logOut(browserSessionDeps);
          }}
        >
          {t('logout')}
        </button>
      </div>
    </div>
  );
}
