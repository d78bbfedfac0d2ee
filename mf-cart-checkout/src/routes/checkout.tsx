import { fetchTowns, useDocumentTitle, usePageData, useT, type PageLoader, type Town } from '@shop/shared';
import { CheckoutView } from '../features/checkout/components/checkout-view';
import { inThisBrowser } from '../features/cart/lib/browser-data';
import { loadCartTotals } from '../features/cart/lib/cart-service';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** The cart read again (lines in the page's language) and the towns the shop delivers to; the browser's own cart, so never on the server. */
export const loader: PageLoader<{ towns: Town[] } | undefined> = () =>
  inThisBrowser(async () => {
    const [towns] = await Promise.all([fetchTowns(), loadCartTotals()]);
    return { towns };
  });

/** /checkout: contact, town and quarter, delivery, payment, seller code, comment, coupon, place order. */
export default function CheckoutPage() {
  const { t } = useT('cart');
  useDocumentTitle(t('meta.checkout_title'), t('meta.checkout_description'));
  const { state, retry } = usePageData(loader);
  return <CheckoutView state={state} retry={retry} />;
}
