import { useState, type FormEvent } from 'react';
import { Button, Price, useT, type CartTotalsItem } from '@shop/shared';
import { changeQuantity, removeLine } from '../lib/cart-actions';
import { parseQuantity } from '../lib/cart-item';
import { lineImage, lineOptions, lineOriginalPrice, lineQtyLimit } from '../lib/line';
import { LineOptions, LinePicture } from './line-picture';

interface CartLineProps {
  item: CartTotalsItem;
}

/** One line: unit price, quantity (− / field / +, at least 1), line total and removal. */
export function CartLine({ item }: CartLineProps) {
  const { t } = useT(['cart', 'common']);
  const [busy, setBusy] = useState<'qty' | 'remove' | null>(null);
  // The field's text while the shopper edits it; null shows the cart's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const fieldId = `cart-qty-${item.item_id}`;
  const options = lineOptions(item);
  const originalPrice = lineOriginalPrice(item);
  const limit = lineQtyLimit(item);
  const atLimit = limit !== null && item.qty >= limit;

  const setQty = (qty: number) => {
    if (busy || qty === item.qty) {
      setDraft(null);
      return;
    }
    setBusy('qty');
    changeQuantity(item.item_id, qty)
      // The action has told the shopper; the line shows the server's quantity again.
      .catch(() => undefined)
      .finally(() => {
        setBusy(null);
        setDraft(null);
      });
  };

  const commitDraft = () => {
    if (draft === null) return;
    const qty = parseQuantity(draft);
    if (qty === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setQty(qty);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commitDraft();
  };

  const remove = () => {
    if (busy) return;
    setBusy('remove');
    removeLine(item.item_id)
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  return (
    <li className="cart-line" data-testid="cart-line" data-item-id={item.item_id} aria-busy={busy !== null}>
      <div className="cart-line__main">
        <LinePicture image={lineImage(item)} />
        <div className="cart-line__text">
          <div className="cart-line__head">
            <h2 className="cart-line__name">{item.name}</h2>
            <Button
              variant="ghost"
              size="sm"
              loading={busy === 'remove'}
              onClick={remove}
              aria-label={t('remove_item', { name: item.name })}
              data-testid="cart-line-remove"
            >
              {t('remove')}
            </Button>
          </div>
          <LineOptions options={options} />
          {limit !== null && (
            <p className="cart-line__limit" data-testid="cart-line-limit">
              {t('flash_one_per_customer')}
            </p>
          )}
        </div>
      </div>
      <div className="cart-line__price">
        <span className="cart-line__label">{t('unit_price')}</span>
        <Price amount={item.price} oldAmount={originalPrice} />
      </div>
      <form className="cart-line__qty" onSubmit={onSubmit} noValidate>
        <label className="shop-visually-hidden" htmlFor={fieldId}>
          {t('quantity_of', { name: item.name })}
        </label>
        <button
          type="button"
          className="cart-line__step"
          onClick={() => setQty(item.qty - 1)}
          disabled={busy !== null || item.qty <= 1}
          aria-label={t('decrease_quantity', { name: item.name })}
          data-testid="cart-line-decrease"
        >
          −
        </button>
        <input
          id={fieldId}
          className="cart-line__input"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft ?? String(item.qty)}
          onChange={(e) => {
            setDraft(e.target.value);
            setInvalid(false);
          }}
          onBlur={commitDraft}
          disabled={busy !== null}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${fieldId}-error` : undefined}
          data-testid="cart-line-qty"
        />
        <button
          type="button"
          className="cart-line__step"
          onClick={() => setQty(item.qty + 1)}
          disabled={busy !== null || atLimit}
          aria-label={atLimit ? t('increase_quantity_at_limit', { name: item.name }) : t('increase_quantity', { name: item.name })}
          data-testid="cart-line-increase"
        >
          +
        </button>
        <span className="cart-line__total" aria-label={t('line_total')}>
          <Price amount={item.row_total} />
        </span>
      </form>
      {invalid ? (
        <p id={`${fieldId}-error`} className="cart-line__error" role="alert">
          {t('common:quantity_min')}
        </p>
      ) : null}
    </li>
  );
}
