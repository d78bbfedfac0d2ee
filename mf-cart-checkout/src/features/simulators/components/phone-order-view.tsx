import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart, useT } from '@shop/shared';
import { CallbackForm } from '../../quote-request/components/callback-form';
// oxlint-disable-next-line import/no-unassigned-import
import '../../checkout/components/checkout.css';

/**
 * /commandez-par-telephone: for shoppers who would rather order by phone. They say what they
 * want (or send their cart's lines) and an adviser calls back during agency hours to take the order.
 */
export function PhoneOrderView() {
  const { t } = useT(['cart', 'common']);
  const cartItems = (useStore($cart).totals?.items ?? []).filter((item) => item.sku);
  const [message, setMessage] = useState('');
  const [withCart, setWithCart] = useState(true);

  return (
    <section className="checkout-page">
      <h1 className="checkout-page__title">{t('phone_order.title')}</h1>
      <p>{t('phone_order.intro')}</p>
      <ol>
        <li>{t('phone_order.step_1')}</li>
        <li>{t('phone_order.step_2')}</li>
        <li>{t('phone_order.step_3')}</li>
      </ol>
      <section className="checkout-section">
        <div className="checkout-field">
          <label htmlFor="phone-order-message">{t('phone_order.what')}</label>
          <textarea id="phone-order-message" maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} data-testid="phone-order-message" />
        </div>
        {cartItems.length ? (
          <label className="checkout-option">
            <input type="checkbox" checked={withCart} onChange={(e) => setWithCart(e.target.checked)} data-testid="phone-order-with-cart" />
            <span className="checkout-option__body">
              <span>{t('phone_order.with_cart', { count: cartItems.reduce((n, i) => n + i.qty, 0) })}</span>
              <span className="checkout-option__detail">{cartItems.map((i) => i.name).join(', ')}</span>
            </span>
          </label>
        ) : null}
      </section>
      <CallbackForm
        name="phone-order"
        title={t('phone_order.callback_title')}
        submitLabel={t('phone_order.submit')}
        emptyMessage={t('phone_order.empty')}
        request={() => {
          const items = withCart ? cartItems.map((i) => ({ sku: i.sku as string, qty: i.qty })) : [];
          const text = message.trim();
          if (!text && !items.length) return null;
          return { ...(text ? { message: `${t('phone_order.prefix')} ${text}` } : { message: t('phone_order.prefix') }), ...(items.length ? { items } : {}) };
        }}
      />
    </section>
  );
}
