import type { Quarter, Town } from '../contracts/wire';
import { useT } from '../i18n/index';

interface TownQuarterFieldsProps {
  /** The towns the shop delivers to (`fetchTowns`); null while the list loads (both fields wait, disabled). */
  towns: Town[] | null;
  /** The chosen town's name, '' for none. */
  town: string;
  /** The chosen quarter's id, '' for none. */
  quarterId: string;
  /** A new town comes with no quarter; a quarter always belongs to the town shown. */
  onChange: (town: Town | null, quarter: Quarter | null) => void;
  /** Prefix of the two fields' ids (`<id>-town`, `<id>-quarter`; an error is `<id>-town-error`). */
  id: string;
  /** Prefix of their test ids: `<testId>-town`, `<testId>-quarter`. */
  testId: string;
  /** Class of each label + select (+ error) block; `<class>--invalid` and `<class>__error` follow it. */
  fieldClassName: string;
  /** Messages already translated, shown under their field and tied to it. */
  errors?: { town?: string; quarter?: string };
  /** Whether a town must be chosen (the browser's own check), as on the product page's estimate. */
  required?: boolean;
}

/**
 * Where a parcel goes: a town, then one of that town's quarters. Every place that asks it
 * (checkout, shipping simulator, the product page's estimate) uses these two fields, so they read
 * and behave the same. A town or quarter the list does not know shows as not chosen.
 */
export function TownQuarterFields({ towns, town: townName, quarterId, onChange, id, testId, fieldClassName, errors = {}, required = false }: TownQuarterFieldsProps) {
  const { t } = useT('common');
  const town = towns?.find((x) => x.town_name === townName) ?? null;
  const quarterKnown = town?.quarters.some((q) => String(q.quarter_id) === quarterId) ?? false;
  const field = (name: 'town' | 'quarter') => {
    const error = errors[name];
    return {
      className: error ? `${fieldClassName} ${fieldClassName}--invalid` : fieldClassName,
      control: { id: `${id}-${name}`, 'data-field': name, 'data-testid': `${testId}-${name}`, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-${name}-error` : undefined },
      message: error ? (
        <p id={`${id}-${name}-error`} className={`${fieldClassName}__error`} role="alert" data-testid={`${id}-${name}-error`}>
          {error}
        </p>
      ) : null,
    };
  };
  const townField = field('town');
  const quarterField = field('quarter');
  return (
    <>
      <div className={townField.className}>
        <label htmlFor={`${id}-town`}>{t('town')}</label>
        <select {...townField.control} value={town ? townName : ''} disabled={!towns} required={required} onChange={(e) => onChange(towns?.find((x) => x.town_name === e.target.value) ?? null, null)}>
          <option value="">{t('choose_town')}</option>
          {(towns ?? []).map((x) => (
            <option key={x.town_id} value={x.town_name}>
              {x.town_name}
            </option>
          ))}
        </select>
        {townField.message}
      </div>
      <div className={quarterField.className}>
        <label htmlFor={`${id}-quarter`}>{t('quarter')}</label>
        <select
          {...quarterField.control}
          value={quarterKnown ? quarterId : ''}
          disabled={!town}
          onChange={(e) => onChange(town, town?.quarters.find((q) => String(q.quarter_id) === e.target.value) ?? null)}
        >
          <option value="">{town ? t('choose_quarter') : t('choose_town_first')}</option>
          {(town?.quarters ?? []).map((q) => (
            <option key={q.quarter_id} value={String(q.quarter_id)}>
              {q.quarter_name}
            </option>
          ))}
        </select>
        {quarterField.message}
      </div>
    </>
  );
}
