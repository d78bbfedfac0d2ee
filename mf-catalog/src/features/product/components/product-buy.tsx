import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, Button, formatPrice, useT } from '@shop/shared';
import { CART_FORM_PATH, cartRefusalOf } from '@shop/shared/contracts/cart-form';
import { XsrfField } from '../../plain-forms/components/xsrf-field';
import { useLocation } from 'react-router';
import type { selectedPrice } from '../lib/options';

interface Props {
  /** The page's `useId`, kept there so the ids match the server's. */
  uid: string;
  /** What a plain post adds (before the scripts run, or without them): the product's own sku. */
  sku: string;
  price: ReturnType<typeof selectedPrice>;
  purchasable: boolean;
  qtyText: string;
  qtyError: boolean;
  busy: boolean;
  complete: boolean;
  onQtyChange: (text: string) => void;
  onAdd: () => void;
}

/**
 * Quantity and "add to cart" (a bar fixed at the bottom on a phone), or the hidden-price hint. A
 * form posting to the back end's plain add (`CART_FORM_PATH`), so the button adds before the
 * page's scripts have run; once they have, the submission is the scripts' (options, toasts, badge).
 */
export function ProductBuy({ uid, sku, price, purchasable, qtyText, qtyError, busy, complete, onQtyChange, onAdd }: Props) {
  const { t } = useT(['catalog', 'common']);
  const locale = useStore($locale);
  const { pathname, search } = useLocation();
  // A plain post the cart refused came back here saying why; the next try makes it old news.
  const refusal = cartRefusalOf(new URLSearchParams(search));
  const [retried, setRetried] = useState(false);
  if (!purchasable) return price.hidePrice ? <p className="catalog-box">{t('hidden_price_hint')}</p> : null;
  return (
    <form
      className="catalog-buy"
      method="post"
      action={CART_FORM_PATH}
      // The page's own check says what is wrong with the quantity (the browser's bubble would stop
      // the submission before it); without scripts the back end refuses it with its message.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setRetried(true);
        onAdd();
      }}
    >
      {refusal && !retried ? (
        <p className="catalog-option__error" role="alert" data-testid="cart-refused" data-reason={refusal}>
          {t(`cart_refused.${refusal}`)}
          {refusal === 'options' ? <noscript> {t('cart_refused.options_need_scripts')}</noscript> : null}
        </p>
      ) : null}
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <XsrfField />
      <label htmlFor={`${uid}-qty`}>{t('quantity')}</label>
      <input
        id={`${uid}-qty`}
        type="number"
        name="qty"
        inputMode="numeric"
        min={1}
        step={1}
        value={qtyText}
        aria-invalid={qtyError || undefined}
        aria-describedby={qtyError ? `${uid}-qty-error` : undefined}
        onChange={(e) => onQtyChange(e.target.value)}
        data-testid="quantity"
      />
      {/* On a phone this row is a bar fixed at the bottom: the price rides along (read once, above). */}
      <span className="catalog-buy__price" aria-hidden="true" data-testid="buy-bar-price">
        {formatPrice(price.specialPrice ?? price.price, locale)}
      </span>
      <Button type="submit" variant="primary" loading={busy || !complete} data-testid="product-add-to-cart">
        {t('add_to_cart')}
      </Button>
      {qtyError ? (
        <p className="catalog-option__error" id={`${uid}-qty-error`} role="alert">
          {t('common:quantity_min')}
        </p>
      ) : null}
    </form>
  );
}
