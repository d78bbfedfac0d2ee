import { Link, useLocation } from 'react-router';
import { useLocalePath, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';

/** 'You need to be logged in to play this game', with a login that comes back here. */
export function LoginRequired() {
  const { t } = useT(NS);
  const { pathname, search } = useLocation();
  const localePath = useLocalePath();
  return (
    <div className="games-entry games-entry--login" role="status">
      <p>{t('entry.login_required')}</p>
      <Link className="shop-button shop-button--primary shop-button--full" to={localePath(`/login?redirect=${encodeURIComponent(pathname + search)}`)}>
        {t('entry.login')}
      </Link>
    </div>
  );
}
