import { useDocumentTitle, usePageData, useT, type Order, type PageLoader } from '@shop/shared';
import { inThisBrowser } from '../features/cart/lib/browser-data';
import { refreshLastOrder } from '../features/checkout/lib/place-order';
import { ThankyouView } from '../features/thankyou/components/thankyou-view';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** The order this tab placed, read again (its language follows the page's); null when none; this tab's, so never on the server. */
export const loader: PageLoader<Order | null | undefined> = ({ signal }) => inThisBrowser(() => refreshLastOrder(signal));

/** /thankyou: the summary of the order just placed. */
export default function ThankyouPage() {
  const { t } = useT('cart');
  useDocumentTitle(t('meta.thankyou_title'), t('meta.thankyou_description'));
  const { state, retry } = usePageData(loader);
  return <ThankyouView state={state} retry={retry} />;
}
