import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $locale, formatDate, formatPrice, useLocalePath, useT } from '@shop/shared';
import type { GamePrize } from '../../../api/prizes';
import { NS } from '../../../i18n/register';
import { sortPrizes } from '../lib/prize-view';

/** The coupons won in the games: the code to type at checkout, until when, from what amount. */
export function PrizeList({ prizes }: { prizes: readonly GamePrize[] }) {
  const { t } = useT(NS);
  const locale = useStore($locale);
  const localePath = useLocalePath();
  if (prizes.length === 0) {
    return (
      <div className="account-empty" data-testid="prizes-empty">
        <p>{t('prizes.empty')}</p>
        <Link to={localePath('/laroue')}>{t('prizes.play')}</Link>
      </div>
    );
  }
  return (
    <ul className="account-prizes" data-testid="prizes">
      {sortPrizes(prizes).map((prize) => (
        <li key={prize.code} className="account-card" data-testid="prize" data-usable={prize.usable}>
          <p className="account-prizes__label">{prize.label}</p>
          <p>
            {t('prizes.code')} <strong data-testid="prize-code">{prize.code}</strong>
          </p>
          <p>{prize.usable ? t('prizes.valid_until', { date: formatDate(prize.ends_at, locale) }) : t('prizes.not_usable')}</p>
          {prize.min_subtotal > 0 ? <p>{t('prizes.min_subtotal', { amount: formatPrice(prize.min_subtotal, locale) })}</p> : null}
        </li>
      ))}
    </ul>
  );
}
