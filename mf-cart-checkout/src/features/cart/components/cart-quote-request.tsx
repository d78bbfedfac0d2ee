import { useId, useState } from 'react';
import { useT, type CartTotals } from '@shop/shared';
import { CallbackForm } from '../../quote-request/components/callback-form';

/**
 * The quote request: the cart's lines go to the shop, which calls back with a price
 * (bulk orders, companies). Folded by default so it does not push the checkout button down.
 */
export function CartQuoteRequest({ totals }: { totals: CartTotals }) {
  const { t } = useT('cart');
  const id = useId();
  const [message, setMessage] = useState('');
  const items = totals.items.filter((item) => item.sku).map((item) => ({ sku: item.sku as string, qty: item.qty }));
  return (
    <details className="cart-quote" data-testid="cart-quote">
      <summary>{t('quote.title')}</summary>
      <p className="checkout-note">{t('quote.intro')}</p>
      <div className="checkout-field">
        <label htmlFor={`${id}-message`}>{t('quote.message')}</label>
        <textarea id={`${id}-message`} maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} data-testid="cart-quote-message" />
      </div>
      <CallbackForm
        name="cart-quote"
        title={t('quote.contact')}
        submitLabel={t('quote.submit')}
        emptyMessage={t('empty_title')}
        request={() => (items.length || message.trim() ? { ...(message.trim() ? { message: message.trim() } : {}), ...(items.length ? { items } : {}) } : null)}
      />
    </details>
  );
}
