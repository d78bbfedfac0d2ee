import { useT, type Quarter, type Town, type ValidationResult } from '@shop/shared';
import { describedBy, Field } from './field';

interface TownQuarterFieldsProps {
  /** The towns the shop delivers to; null while the list loads (both fields wait, disabled). */
  towns: Town[] | null;
  /** The chosen town's name, '' for none. */
  town: string;
  /** The chosen quarter's id, '' for none. */
  quarterId: string;
  /** A new town comes with no quarter; a quarter always belongs to the town shown. */
  onChange: (town: Town | null, quarter: Quarter | null) => void;
  /** Prefix of the two fields' ids. */
  id: string;
  /** Prefix of their test ids: `<testId>-town`, `<testId>-quarter`. */
  testId: string;
  errors?: { town?: ValidationResult; quarter?: ValidationResult };
}

/**
 * Town, then the quarters of that town, from the towns list (`gt/towns/list`): the checkout's
 * address and the shipping simulator ask where a parcel goes with these same two fields. A town
 * or quarter the list does not know shows as not chosen.
 */
export function TownQuarterFields({ towns, town: townName, quarterId, onChange, id, testId, errors = {} }: TownQuarterFieldsProps) {
  const { t } = useT('cart');
  const town = towns?.find((x) => x.town_name === townName) ?? null;
  const quarterKnown = town?.quarters.some((q) => String(q.quarter_id) === quarterId) ?? false;
  return (
    <>
      <Field id={`${id}-town`} label={t('checkout.town')} error={errors.town}>
        <select
          id={`${id}-town`}
          data-field="town"
          data-testid={`${testId}-town`}
          value={town ? townName : ''}
          disabled={!towns}
          onChange={(e) => onChange(towns?.find((x) => x.town_name === e.target.value) ?? null, null)}
          {...describedBy(`${id}-town`, errors.town)}
        >
          <option value="">{t('checkout.choose_town')}</option>
          {(towns ?? []).map((x) => (
            <option key={x.town_id} value={x.town_name}>
              {x.town_name}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-quarter`} label={t('checkout.quarter')} error={errors.quarter}>
        <select
          id={`${id}-quarter`}
          data-field="quarter"
          data-testid={`${testId}-quarter`}
          value={quarterKnown ? quarterId : ''}
          disabled={!town}
          onChange={(e) => onChange(town, town?.quarters.find((q) => String(q.quarter_id) === e.target.value) ?? null)}
          {...describedBy(`${id}-quarter`, errors.quarter)}
        >
          <option value="">{town ? t('checkout.choose_quarter') : t('checkout.choose_town_first')}</option>
          {(town?.quarters ?? []).map((q) => (
            <option key={q.quarter_id} value={String(q.quarter_id)}>
              {q.quarter_name}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
