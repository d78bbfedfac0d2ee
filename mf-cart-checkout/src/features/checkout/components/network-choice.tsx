import { MOBILE_SERVICES, useT, type MobileService, type ValidationResult } from '@shop/shared';

interface NetworkChoiceProps {
  /** The radios' group name, unique on the page. */
  name: string;
  /** The test ids' stem: `<testId>-network`, `<testId>-network-MTN`… */
  testId: string;
  /** The network checked: the shopper's pick or the one the number's prefix tells; null for none. */
  value: MobileService | null;
  onChange: (service: MobileService) => void;
  error?: ValidationResult | undefined;
  disabled?: boolean;
  /** Where a failed check puts the focus (the checkout's `data-field`). */
  field?: string;
}

/**
 * MTN Mobile Money or Orange Money: which network asks the payer's phone. A number's prefix
 * preselects one; a ported number or another network's prefix leaves the shopper to choose.
 */
export function NetworkChoice({ name, testId, value, onChange, error, disabled, field }: NetworkChoiceProps) {
  const { t } = useT(['cart', 'common']);
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={`checkout-network${error ? ' checkout-field--invalid' : ''}`}
      data-testid={`${testId}-network`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{t('checkout.payment_network')}</legend>
      <ul className="checkout-options" data-field={field} tabIndex={field ? -1 : undefined}>
        {MOBILE_SERVICES.map((service) => (
          <li key={service}>
            <label className="checkout-option" data-testid={`${testId}-network-${service}`}>
              <input type="radio" name={name} value={service} checked={value === service} disabled={disabled} onChange={() => onChange(service)} />
              <span className="checkout-option__body">
                <span className="checkout-option__title">{t(`checkout.network_${service}`)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="checkout-error" role="alert" data-testid={`${testId}-network-error`}>
          {t(`common:${error.key}`)}
        </p>
      ) : null}
    </fieldset>
  );
}
