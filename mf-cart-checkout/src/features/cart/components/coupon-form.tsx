import { useId, useState, type FormEvent } from 'react';
import { Button, useT, type CartTotals } from '@shop/shared';
import { applyCouponCode, removeCouponCode } from '../lib/cart-actions';
import { couponFromSegments, couponLabel } from '../lib/totals';

interface CouponFormProps {
  totals: CartTotals;
}

/** Coupon apply and remove; the current code is read back from the 'discount' total segment. */
export function CouponForm({ totals }: CouponFormProps) {
  const { t } = useT(['cart', 'common']);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const applied = couponFromSegments(totals.total_segments) ?? (totals.coupon_code?.trim() || null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      setError(t('common:field_required'));
      return;
    }
    setError(null);
    setBusy(true);
    applyCouponCode(code)
      .then(() => setCode(''))
      // The failure toast names the code; the field keeps it so a typo can be fixed.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  const remove = () => {
    if (busy) return;
    setBusy(true);
    removeCouponCode()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <section className="cart-coupon" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="cart-coupon__title">
        {t('coupon')}
      </h2>
      <p className="cart-coupon__current" data-testid="cart-coupon-label">
        {t('coupon_current', { coupon: couponLabel(totals, t('no_coupon')) })}
      </p>
      {applied ? (
        <Button variant="secondary" size="sm" loading={busy} onClick={remove} data-testid="cart-coupon-remove">
          {t('remove_coupon')}
        </Button>
      ) : (
        <form className="cart-coupon__form" onSubmit={apply} noValidate>
          <label className="shop-visually-hidden" htmlFor={fieldId}>
            {t('coupon')}
          </label>
          <input
            id={fieldId}
            className="cart-coupon__input"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
            placeholder={t('coupon_placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            data-testid="cart-coupon-input"
          />
          <Button type="submit" variant="secondary" loading={busy} data-testid="cart-coupon-apply">
            {t('apply_coupon')}
          </Button>
          {error ? (
            <p id={`${fieldId}-error`} className="cart-coupon__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
