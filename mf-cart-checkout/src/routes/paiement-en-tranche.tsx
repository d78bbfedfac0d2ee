import { useDocumentTitle, useT } from '@shop/shared';
import { InstallmentView } from '../features/simulators/components/installment-view';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** /paiement-en-tranche: installment simulator, eligibility and the request form. */
export default function Page() {
  const { t } = useT('cart');
  useDocumentTitle(t('meta.installment_title'), t('meta.installment_description'));
  return <InstallmentView />;
}
