import { useDocumentTitle, usePageData, useT, type CartTotals, type PageLoader } from '@shop/shared';
import { CartView } from '../features/cart/components/cart-view';
import { inThisBrowser } from '../features/cart/lib/browser-data';
import { loadCartTotals } from '../features/cart/lib/cart-service';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** The cart's totals, read again on each visit and language (item names come in the page's language); the browser's own cart, so never on the server. */
export const loader: PageLoader<CartTotals | null | undefined> = () => inThisBrowser(loadCartTotals);

/** /cart: lines, quantities, coupon and totals of the guest or customer cart. */
export default function CartPage() {
  const { t } = useT('cart');
  useDocumentTitle(t('meta.cart_title'), t('meta.cart_description'));
  const { state, retry } = usePageData(loader);
  return <CartView status={state.status} retry={retry} />;
}
