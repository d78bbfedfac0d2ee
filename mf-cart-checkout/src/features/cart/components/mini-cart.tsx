import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { $cart, $locale, formatPrice, useLocalePath, useT } from '@shop/shared';
import { registerCartTranslations } from '../../../i18n/register';
import { summariseTotals } from '../lib/totals';
// oxlint-disable-next-line import/no-unassigned-import
import './cart.css';

// Exposed on its own (the shell's header mounts it), so it brings its texts.
registerCartTranslations();

export interface MiniCartProps {
  /** Called when the shopper follows a link, so the host can close its popover. */
  onNavigate?: () => void;
}

/**
 * The header's cart preview: lines, total and the ways on. It reads the shared cart store only
 * (every cart change already writes it), so opening it costs no request on a slow network.
 */
export default function MiniCart({ onNavigate }: MiniCartProps) {
  const { t } = useT('cart');
  const locale = useStore($locale);
  const { totals } = useStore($cart);
  const localePath = useLocalePath();
  const items = totals?.items ?? [];

  if (!totals || items.length === 0) {
    return (
      <div className="mini-cart" data-testid="mini-cart">
        <p className="mini-cart__empty">{t('empty_title')}</p>
      </div>
    );
  }
  const { grandTotal } = summariseTotals(totals);
  return (
    <div className="mini-cart" data-testid="mini-cart">
      <p className="mini-cart__title">{t('title')} ({t('item_count', { count: totals.items_qty })})</p>
      <ul className="mini-cart__lines">
        {items.slice(0, 5).map((item) => (
          <li key={item.item_id} className="mini-cart__line" data-testid="mini-cart-line">
            <span className="mini-cart__name">
              {item.qty} × {item.name}
            </span>
            <span>{formatPrice(item.row_total, locale)}</span>
          </li>
        ))}
      </ul>
      {items.length > 5 ? <p className="mini-cart__more">{t('mini_more', { count: items.length - 5 })}</p> : null}
      <p className="mini-cart__total">
        <span>{t('grand_total')}</span>
        <strong data-testid="mini-cart-total">{formatPrice(grandTotal, locale)}</strong>
      </p>
      <div className="mini-cart__actions">
        <Link className="shop-button shop-button--secondary" to={localePath('/cart')} onClick={onNavigate}>
          {t('view_cart')}
        </Link>
        <Link className="shop-button shop-button--primary" to={localePath('/checkout')} onClick={onNavigate}>
          {t('proceed_to_checkout')}
        </Link>
      </div>
    </div>
  );
}
