import { CartView } from '../features/cart/components/cart-view';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** /cart: lines, quantities, coupon and totals of the guest or customer cart. */
export default function CartPage() {
  return <CartView />;
}
