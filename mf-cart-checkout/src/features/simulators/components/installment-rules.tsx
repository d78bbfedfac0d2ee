import { useT } from '@shop/shared';
import { INSTALLMENT } from '../lib/installments';

/** Who may pay in installments, and for which brands. */
export function InstallmentRules() {
  const { t } = useT(['cart', 'common']);
  return (
    <section className="checkout-section">
      <h2>{t('installment.eligibility_title')}</h2>
      <ul>
        <li>{t('installment.rule_agency')}</li>
        <li>{t('installment.rule_account')}</li>
        <li>{t('installment.rule_documents')}</li>
        <li>{t('installment.rule_phone')}</li>
        <li>{t('installment.rule_no_financing')}</li>
        <li>{t('installment.rule_one')}</li>
      </ul>
      <p>{t('installment.brands', { brands: INSTALLMENT.ELIGIBLE_BRANDS.join(', ') })}</p>
    </section>
  );
}
