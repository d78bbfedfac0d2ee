import { fetchTowns, useDocumentTitle, usePageData, useT, type PageLoader, type Town } from '@shop/shared';
import { ShippingSimulatorView } from '../features/simulators/components/shipping-simulator-view';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** The towns the shop delivers to, with their quarters. */
export const loader: PageLoader<Town[]> = () => fetchTowns();

/** /shipping-cost-simulator: delivery cost and delay of a product to a town and quarter. */
export default function Page() {
  const { t } = useT('cart');
  useDocumentTitle(t('meta.shipping_title'), t('meta.shipping_description'));
  const { state, retry } = usePageData(loader);
  return <ShippingSimulatorView state={state} retry={retry} />;
}
