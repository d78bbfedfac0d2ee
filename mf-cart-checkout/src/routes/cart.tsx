import { useDocumentTitle, useT } from '@shop/shared';
import { CartView } from '../features/cart/components/cart-view';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** /cart: lines, quantities, coupon and totals of the guest or customer cart. */
export default function CartPage() {
  const { t } = useT('cart');
  useDocumentTitle(t('meta.cart_title'), t('meta.cart_description'));
  return <CartView />;
}
