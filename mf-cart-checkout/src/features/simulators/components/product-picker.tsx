import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, formatPrice, useT } from '@shop/shared';
import { searchProducts, type ProductHit } from '../../../api/simulators';

interface ProductPickerProps {
  value: ProductHit | null;
  onChange: (product: ProductHit | null) => void;
}

/** Type part of a product name, pick one of the catalogue's matches. */
export function ProductPicker({ value, onChange }: ProductPickerProps) {
  const { t } = useT('cart');
  const locale = useStore($locale);
  const id = useId();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<ProductHit[]>([]);

  useEffect(() => {
    if (text.trim().length < 2) return;
    const controller = new AbortController();
    // Wait for a pause in typing: every request costs the shopper mobile data.
    const timer = setTimeout(() => {
      searchProducts(text, controller.signal).then(setHits, (error: unknown) => {
        if (!controller.signal.aborted) console.error('[simulator] product search failed', error);
      });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  // Fewer than two letters search nothing; older hits are hidden rather than cleared in the effect.
  const shown = text.trim().length >= 2 ? hits : [];

  if (value) {
    return (
      <div className="checkout-field">
        <span className="checkout-field__label">{t('simulators.product')}</span>
        <p className="checkout-option__title" data-testid="picked-product">
          <span>{value.name}</span>
          <span>{formatPrice(value.price, locale)}</span>
        </p>
        <button type="button" className="shop-button shop-button--ghost shop-button--sm" onClick={() => onChange(null)}>
          {t('simulators.change_product')}
        </button>
      </div>
    );
  }

  return (
    <div className="checkout-field">
      <label htmlFor={id}>{t('simulators.product')}</label>
      <input id={id} type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('simulators.product_placeholder')} autoComplete="off" data-testid="product-search" />
      {shown.length ? (
        <ul className="checkout-options" aria-label={t('simulators.product_results')}>
          {shown.map((hit) => (
            <li key={hit.sku}>
              <button type="button" className="checkout-option simulator-hit" onClick={() => onChange(hit)} data-testid="product-hit">
                <span className="checkout-option__body">
                  <span>{hit.name}</span>
                  <span className="checkout-option__detail">{formatPrice(hit.price, locale)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
