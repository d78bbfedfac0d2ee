import { useDocumentTitle, useT } from '@shop/shared';
import { ThankyouView } from '../features/thankyou/thankyou-view';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** /thankyou: the summary of the order just placed. */
export default function ThankyouPage() {
  const { t } = useT('cart');
  useDocumentTitle(t('meta.thankyou_title'), t('meta.thankyou_description'));
  return <ThankyouView />;
}
