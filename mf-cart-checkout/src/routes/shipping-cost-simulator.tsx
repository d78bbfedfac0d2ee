import { useDocumentTitle, useT } from '@shop/shared';
import { ShippingSimulatorView } from '../features/simulators/components/shipping-simulator-view';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** /shipping-cost-simulator: delivery cost and delay of a product to a town and quarter. */
export default function Page() {
  const { t } = useT('cart');
  useDocumentTitle(t('meta.shipping_title'), t('meta.shipping_description'));
  return <ShippingSimulatorView />;
}
