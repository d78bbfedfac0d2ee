import { useDocumentTitle, useT } from '@shop/shared';
import { PhoneOrderView } from '../features/simulators/components/phone-order-view';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** /commandez-par-telephone: order by phone through a call-back request. */
export default function Page() {
  const { t } = useT('cart');
  useDocumentTitle(t('meta.phone_order_title'), t('meta.phone_order_description'));
  return <PhoneOrderView />;
}
