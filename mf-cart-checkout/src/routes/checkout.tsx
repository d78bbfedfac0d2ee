import { useDocumentTitle, useT } from '@shop/shared';
import { CheckoutView } from '../features/checkout/components/checkout-view';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** /checkout: contact, town and quarter, delivery, payment, seller code, comment, coupon, place order. */
export default function CheckoutPage() {
  const { t } = useT('cart');
  useDocumentTitle(t('meta.checkout_title'), t('meta.checkout_description'));
  return <CheckoutView />;
}
