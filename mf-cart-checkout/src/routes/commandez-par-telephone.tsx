import { PhoneOrderView } from '../features/simulators/components/phone-order-view';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** /commandez-par-telephone: order by phone through a call-back request. */
export default function Page() {
  return <PhoneOrderView />;
}
