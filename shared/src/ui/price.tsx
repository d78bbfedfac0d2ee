import { useStore } from '@nanostores/react';
import { formatPrice } from '../format';
import { useT } from '../i18n/index';
import { $locale } from '../stores/locale';

interface PriceProps {
  amount: number;
  /** Price before the discount; shown struck through only when higher than `amount`. */
  oldAmount?: number | null;
  percentOff?: number | null;
  className?: string;
}

/** An FCFA price in the current language, with the crossed-out old price and the discount badge. */
export function Price({ amount, oldAmount, percentOff, className }: PriceProps) {
  const locale = useStore($locale);
  const { t } = useT('common');
  const showOld = typeof oldAmount === 'number' && oldAmount > amount;
  const percent = typeof percentOff === 'number' ? Math.round(percentOff) : 0;
  return (
    <span className={['shop-price', className ?? ''].filter(Boolean).join(' ')}>
      <span className="shop-price__current">{formatPrice(amount, locale)}</span>
      {showOld ? (
        <del className="shop-price__old">
          <span className="shop-visually-hidden">{t('old_price')} </span>
          {formatPrice(oldAmount, locale)}
        </del>
      ) : null}
      {percent > 0 ? <span className="shop-price__badge">{t('percent_off', { percent })}</span> : null}
    </span>
  );
}
