import { InstallmentView } from '../features/simulators/components/installment-view';
import { registerCartTranslations } from '../i18n/register';

registerCartTranslations();

/** /paiement-en-tranche: installment simulator (spec §5/§9), eligibility and the request form. */
export default function Page() {
  return <InstallmentView />;
}
