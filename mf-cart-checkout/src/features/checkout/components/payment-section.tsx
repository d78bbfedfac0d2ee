import { Link } from 'react-router';
import { useLocalePath, useT } from '@shop/shared';
import { MOBILE_MONEY_METHOD, PAYMENT_METHODS, paymentNetwork, type SectionProps } from '../lib/form';
import { describedBy, Field } from './field';
import { NetworkChoice } from './network-choice';

/** Mobile Money (with the number that pays and its network), cash on delivery, or installments (linking the simulator). */
export function PaymentSection({ form, errors, change, fieldId }: SectionProps) {
  const { t } = useT(['cart', 'common']);
  const localePath = useLocalePath();
  return (
    <fieldset className="checkout-section" data-testid="checkout-payment">
      <legend>{t('checkout.payment_title')}</legend>
      <ul className="checkout-options" data-field="paymentMethod" tabIndex={-1}>
        {PAYMENT_METHODS.map((code) => (
          <li key={code}>
            <label className="checkout-option" data-testid={`payment-${code}`}>
              <input
                type="radio"
                name="payment"
                value={code}
                checked={form.paymentMethod === code}
                onChange={() => change({ paymentMethod: code, payAtDelivery: code === 'cashondelivery' }, ['paymentMethod', 'paymentNumber'])}
              />
              <span className="checkout-option__body">
                <span className="checkout-option__title">{t(`checkout.pay_${code}`)}</span>
                {code === 'gt_installment' ? (
                  <span className="checkout-option__detail">
                    {t('checkout.installment_text')} <Link to={localePath('/paiement-en-tranche')}>{t('checkout.installment_link')}</Link>
                  </span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {errors.paymentMethod ? (
        <p className="checkout-error" role="alert" data-testid="checkout-paymentMethod-error">
          {t(`common:${errors.paymentMethod.key}`)}
        </p>
      ) : null}
      {form.paymentMethod === MOBILE_MONEY_METHOD ? (
        <Field id={fieldId('paymentNumber')} label={t('checkout.payment_number')} error={errors.paymentNumber} hint={t('common:phone_format_hint')}>
          <input
            id={fieldId('paymentNumber')}
            data-field="paymentNumber"
            data-testid="checkout-paymentNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            value={form.paymentNumber}
            onChange={(e) => change({ paymentNumber: e.target.value }, ['paymentNumber', 'paymentService'])}
            {...describedBy(fieldId('paymentNumber'), errors.paymentNumber, true)}
          />
        </Field>
      ) : null}
      {form.paymentMethod === MOBILE_MONEY_METHOD ? (
        <NetworkChoice
          name={fieldId('paymentService')}
          testId="checkout-paymentService"
          field="paymentService"
          value={paymentNetwork(form)}
          error={errors.paymentService}
          onChange={(service) => change({ paymentService: service }, ['paymentService'])}
        />
      ) : null}
    </fieldset>
  );
}
