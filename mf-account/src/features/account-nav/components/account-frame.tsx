import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle, useLocalePath, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { ACCOUNT_MENU, activeMenuPath } from '../lib/menu';
import { LogOutButton } from './log-out-button';
import { PrimeNoticeToasts } from '../../prime/components/notices-banner';

/**
 * Every page of the customer area: its title, the area's menu (current page marked) and log-out.
 * The shell's account layout gives the narrow column; the menu is this remote's, since only it
 * knows which account pages exist.
 */
export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useT(NS);
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  const active = activeMenuPath(pathname);
  useDocumentTitle(title);
  return (
    <div className="account-frame">
      <PrimeNoticeToasts />
      <nav className="account-menu-nav" aria-label={t('menu.label')}>
        <ul>
          {ACCOUNT_MENU.map((item) => (
            <li key={item.path}>
              <Link to={localePath(item.path)} aria-current={item.path === active ? 'page' : undefined} data-testid={`account-menu-${item.key}`}>
                {t(`menu.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <LogOutButton />
      </nav>
      <div className="account-frame__page">
        <h1 className="account-frame__title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
