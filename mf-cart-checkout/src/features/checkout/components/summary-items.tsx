import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { $locale, formatPrice, useT, type CartTotalsItem } from '@shop/shared';
import { LineOptions, LinePicture } from '../../cart/components/line-picture';
import { lineImage, lineOptions } from '../../cart/lib/line';

/** The lines being ordered, each with its picture and chosen options, beside the form. */
export function SummaryItems({ items }: { items: CartTotalsItem[] }) {
  const { t } = useT('cart');
  const locale = useStore($locale);
  const id = useId();
  return (
    <section className="checkout-section" aria-labelledby={`${id}-summary`}>
      <h2 id={`${id}-summary`}>{t('checkout.summary_title')}</h2>
      <ul className="checkout-items">
        {items.map((item) => (
          <li key={item.item_id} data-testid="checkout-item">
            <span className="line-with-picture">
              <LinePicture image={lineImage(item)} size={48} />
              <span className="line-with-picture__text">
                <span>
                  {item.qty} × {item.name}
                </span>
                <LineOptions options={lineOptions(item)} />
              </span>
            </span>
            <span>{formatPrice(item.row_total, locale)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
