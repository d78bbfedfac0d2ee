import { TownQuarterFields, useT, type Town, type ValidationResult } from '@shop/shared';
import type { SectionProps } from '../lib/form';

/** Where the parcel goes: a town the shop serves, then one of its quarters. */
export function AddressSection({ form, errors, change, fieldId, towns }: SectionProps & { towns: Town[] | null }) {
  const { t } = useT(['cart', 'common']);
  const message = (error: ValidationResult | undefined) => (error ? t(`common:${error.key}`, error.values ?? {}) : undefined);
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.address_title')}</legend>
      <div className="checkout-grid">
        <TownQuarterFields
          towns={towns}
          town={form.town}
          quarterId={form.quarter_id}
          id={fieldId('place')}
          testId="checkout"
          fieldClassName="checkout-field"
          errors={{ town: message(errors.town), quarter: message(errors.quarter) }}
          onChange={(town, quarter) => {
            const townChanged = (town?.town_name ?? '') !== form.town;
            // A new place voids the delivery chosen for the old one.
            change(
              { town: town?.town_name ?? '', quarter: quarter?.quarter_name ?? '', quarter_id: quarter ? String(quarter.quarter_id) : '', deliveryMethod: null, takeAtAgency: false, agency: '' },
              townChanged ? ['town', 'quarter', 'deliveryMethod'] : ['quarter', 'deliveryMethod'],
            );
          }}
        />
      </div>
    </fieldset>
  );
}
