import { useStore } from '@nanostores/react';
import { $locale, formatPrice, useT } from '@shop/shared';
import { delayText, isPickup, pickupDayLabel, sameMethod, type ShippingMethod } from '../lib/delivery';
import type { SectionProps } from '../lib/form';
import type { MethodsStatus } from '../use-shipping-methods';

function MethodOption({ method, checked, onChoose }: { method: ShippingMethod; checked: boolean; onChoose: () => void }) {
  const { t } = useT('cart');
  const locale = useStore($locale);
  const delay = delayText(method);
  const pickup = isPickup(method);
  return (
    <li>
      <label className="checkout-option" data-testid={`shipping-${method.carrier_code}-${method.method_code}`}>
        <input type="radio" name="delivery" checked={checked} onChange={onChoose} />
        <span className="checkout-option__body">
          <span className="checkout-option__title">
            <span>{pickup ? t('checkout.pickup') : t('checkout.home_delivery')}</span>
            <span>{method.amount > 0 ? formatPrice(method.amount, locale) : t('checkout.free')}</span>
          </span>
          <span className="checkout-option__detail">{method.method_title}</span>
          {delay ? <span className="checkout-option__detail">{t(delay.key, delay.values)}</span> : null}
        </span>
      </label>
    </li>
  );
}

const pickupDaysOf = (methods: ShippingMethod[]): string[] => methods.find(isPickup)?.extension_attributes?.pickup_days ?? [];

/** The day the shopper collects the parcel: the 48 hours before it is cancelled run from it. */
function PickupDay({ days, value, onChoose }: { days: string[]; value: string; onChoose: (day: string) => void }) {
  const { t } = useT('cart');
  const locale = useStore($locale);
  if (!days.length) return null;
  const chosen = days.includes(value) ? value : days[0]!;
  return (
    <p className="checkout-field">
      <label htmlFor="checkout-pickup-day">{t('checkout.pickup_day')}</label>
      <select id="checkout-pickup-day" data-testid="checkout-pickup-day" value={chosen} onChange={(event) => onChoose(event.target.value)}>
        {days.map((day) => (
          <option key={day} value={day}>
            {t('checkout.pickup_day_option', { day: pickupDayLabel(day, locale) })}
          </option>
        ))}
      </select>
    </p>
  );
}

interface DeliverySectionProps extends SectionProps {
  methods: ShippingMethod[];
  status: MethodsStatus;
}

/** Home delivery or free pick-up at the town's agency (the 48-hour rule), as the back end offers them for the place. */
export function DeliverySection({ form, errors, change, fieldId, methods, status }: DeliverySectionProps) {
  const { t } = useT(['cart', 'common']);
  const pickupOffered = methods.some(isPickup);
  return (
    <fieldset className="checkout-section" data-testid="checkout-delivery">
      <legend>{t('checkout.delivery_title')}</legend>
      {status === 'idle' ? <p className="checkout-note">{t('checkout.choose_place_for_methods')}</p> : null}
      {status === 'loading' ? <p className="checkout-note">{t('checkout.methods_loading')}</p> : null}
      {status === 'error' ? <p className="checkout-error">{t('common:failed_try_again')}</p> : null}
      {status === 'ready' ? (
        <ul className="checkout-options" data-field="deliveryMethod" tabIndex={-1} aria-describedby={errors.deliveryMethod ? fieldId('deliveryMethod-error') : undefined}>
          {methods.map((m) => (
            <MethodOption
              key={`${m.carrier_code}_${m.method_code}`}
              method={m}
              checked={sameMethod(m, form.deliveryMethod)}
              onChoose={() =>
                change({ deliveryMethod: { carrier_code: m.carrier_code, method_code: m.method_code }, takeAtAgency: isPickup(m), agency: isPickup(m) ? form.town : '' }, ['deliveryMethod'])
              }
            />
          ))}
        </ul>
      ) : null}
      <p className="checkout-note">{t('checkout.agencies_text')}</p>
      {status === 'ready' && !pickupOffered ? <p className="checkout-note">{t('checkout.pickup_unavailable')}</p> : null}
      {form.takeAtAgency ? <PickupDay days={pickupDaysOf(methods)} value={form.pickupDate} onChoose={(pickupDate) => change({ pickupDate }, [])} /> : null}
      {form.takeAtAgency ? (
        <p className="checkout-note" data-testid="checkout-pickup-rule">
          {t('checkout.agency_of', { town: form.agency })} — {t('checkout.pickup_rule')}
        </p>
      ) : null}
      {errors.deliveryMethod ? (
        <p id={fieldId('deliveryMethod-error')} className="checkout-error" role="alert" data-testid="checkout-deliveryMethod-error">
          {t(`common:${errors.deliveryMethod.key}`)}
        </p>
      ) : null}
    </fieldset>
  );
}
