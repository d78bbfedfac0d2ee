import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { $cart, $isLoggedIn, $locale, Button, ErrorRetry, formatPrice, Skeleton, useAfterHydration, usePhoneProof, useT, useLocalePath, type CartTotals, type LoadState, type Town } from '@shop/shared';
import { totalsInformation } from '../../../api/checkout';
import { CartSummary } from '../../cart/components/cart-summary';
import { CouponForm } from '../../cart/components/coupon-form';
import { estimateAddress } from '../lib/address';
import { sameMethod } from '../lib/delivery';
import { FIELD_ORDER, validateCheckout, type CheckoutErrors, type CheckoutField, type CheckoutForm } from '../lib/form';
import { submitOrder } from '../lib/place-order';
import { useCheckoutForm } from '../use-checkout-form';
import { useShippingMethods } from '../use-shipping-methods';
import { AddressSection } from './address-section';
import { ContactSection } from './contact-section';
import { DeliverySection } from './delivery-section';
import { PaymentSection } from './payment-section';
import { SellerCommentSection } from './seller-comment-section';
import { SummaryItems } from './summary-items';
// oxlint-disable-next-line import/no-unassigned-import
import '../../cart/components/cart.css';
// oxlint-disable-next-line import/no-unassigned-import
import './checkout.css';

/** Only the fields the shopper has touched since the last attempt are re-checked as they type. */
function revalidate(errors: CheckoutErrors, form: CheckoutForm, fields: CheckoutField[]): CheckoutErrors {
  const fresh = validateCheckout(form);
  const next = { ...errors };
  for (const field of fields) {
    if (!(field in errors)) continue;
    if (fresh[field]) next[field] = fresh[field];
    else delete next[field];
  }
  return next;
}

interface CheckoutViewProps {
  /** The page loader's run: the cart read again (its lines then follow `$cart`) and the towns list. */
  state: LoadState<{ towns: Town[] } | undefined>;
  retry: () => void;
}

/** The checkout page: its sections, the totals with the chosen delivery, and placing the order. */
export function CheckoutView({ state, retry }: CheckoutViewProps) {
  const { t } = useT(['cart', 'common']);
  const locale = useStore($locale);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const id = useId();
  const { id: cartId, totals: storedTotals } = useStore($cart);
  // The stored lines show at once, but not while hydrating: the server rendered none (error #418).
  const totals = useAfterHydration(storedTotals, null);
  const loggedIn = useStore($isLoggedIn);
  const { form, update } = useCheckoutForm();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [placing, setPlacing] = useState(false);
  // The server may ask to prove the payer's or flash-sale buyer's telephone: one code per tab.
  const { withPhoneProof, step } = usePhoneProof();
  const [preview, setPreview] = useState<CartTotals | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const towns = state.status === 'ready' ? (state.data?.towns ?? null) : null;
  const { methods, status: methodsStatus } = useShippingMethods(form.town, form.quarter, form.quarter_id, { paused: placing });

  const change = (patch: Partial<CheckoutForm>, fields: CheckoutField[]) => {
    update(patch);
    setErrors((current) => revalidate(current, { ...form, ...patch }, fields));
  };

  // A town or quarter the list does not know (an old stored form, an address book entry) is asked again.
  useEffect(() => {
    if (!towns || !form.town) return;
    const known = towns.find((x) => x.town_name === form.town);
    if (!known) update({ town: '', quarter: '', quarter_id: '', deliveryMethod: null, takeAtAgency: false, agency: '' });
    else if (form.quarter_id && !known.quarters.some((q) => String(q.quarter_id) === form.quarter_id)) update({ quarter: '', quarter_id: '', deliveryMethod: null });
  }, [towns, form.town, form.quarter_id, update]);

  // A choice the new town, quarter or cart no longer offers is dropped rather than sent.
  useEffect(() => {
    if (methodsStatus !== 'ready' || !form.deliveryMethod) return;
    if (!methods.some((m) => sameMethod(m, form.deliveryMethod))) update({ deliveryMethod: null, takeAtAgency: false, agency: '' });
  }, [methods, methodsStatus, form.deliveryMethod, update]);

  // The totals with the chosen delivery (totals-information), refreshed when the cart changes.
  const chosen = methodsStatus === 'ready' ? (methods.find((m) => sameMethod(m, form.deliveryMethod)) ?? null) : null;
  const grandTotal = totals?.grand_total;
  useEffect(() => {
    // Once the order is placed the cart is gone: the preview shown stays, nothing reads the cart.
    if (placing) return;
    if (!chosen || !cartId) {
      setPreview(null);
      return;
    }
    let live = true;
    totalsInformation(estimateAddress(form), chosen).then(
      (next) => {
        if (live) setPreview(next);
      },
      (error: unknown) => {
        console.error('[checkout] totals preview failed', error);
        if (live) setPreview(null);
      },
    );
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- the chosen method and place decide the preview
  }, [chosen?.carrier_code, chosen?.method_code, form.town, form.quarter_id, cartId, grandTotal, placing]);

  // While the order is being placed the cart is cleared just before leaving for /thankyou: keep
  // showing the form rather than flashing the empty-cart message.
  const shownTotals = useRef<CartTotals | null>(null);
  if (totals?.items.length) shownTotals.current = totals;
  const view = placing ? (shownTotals.current ?? totals) : totals;
  const items = view?.items ?? [];

  const focusFirstError = (found: CheckoutErrors) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (!first) return;
    formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  };

  const place = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCheckout(form);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(found);
      return;
    }
    setPlacing(true);
    submitOrder(form, withPhoneProof).then(
      () => {
        void navigate(localePath('/thankyou'), { replace: true });
      },
      // Reported already; the form stays as typed (also kept in session storage) for another try.
      () => setPlacing(false),
    );
  };

  if (!items.length || !view) {
    let body;
    if (state.status === 'loading') body = <Skeleton height={200} radius={6} />;
    else if (state.status === 'error') body = <ErrorRetry message={t('load_failed')} onRetry={retry} />;
    else
      body = (
        <div className="cart-empty" data-testid="checkout-empty">
          <p>{t('checkout.empty')}</p>
          <Link className="shop-button shop-button--primary" to={localePath('/')}>
            {t('continue_shopping')}
          </Link>
        </div>
      );
    return (
      <section className="checkout-page" aria-busy={state.status === 'loading'}>
        <h1 className="checkout-page__title">{t('checkout.title')}</h1>
        {body}
      </section>
    );
  }

  const section = { form, errors, change, fieldId: (field: string) => `${id}-${field}` };

  return (
    <section className="checkout-page">
      <h1 className="checkout-page__title">{t('checkout.title')}</h1>
      {/* Stored lines show while the page reads the cart and towns again; a failed read offers a retry. */}
      {state.status === 'error' ? <ErrorRetry message={t('load_failed')} onRetry={retry} /> : null}
      <div className="checkout-layout">
        <form ref={formRef} className="checkout-form" onSubmit={place} noValidate data-testid="checkout-form">
          {loggedIn ? null : (
            <p className="checkout-note" data-testid="checkout-guest-note">
              {t('checkout.guest_note')}{' '}
              <Link to={`${localePath('/login')}?redirect=${encodeURIComponent(localePath('/checkout'))}`}>{t('checkout.sign_in')}</Link>
            </p>
          )}
          <ContactSection {...section} />
          <AddressSection {...section} towns={towns} />
          <DeliverySection {...section} methods={methods} status={methodsStatus} />
          <PaymentSection {...section} />
          <SellerCommentSection form={form} update={update} cartId={cartId} fieldId={section.fieldId} onErrors={(found) => setErrors((current) => ({ ...current, ...found }))} />

          {Object.keys(errors).length ? (
            <p className="checkout-error" role="alert">
              {t('checkout.fix_errors')}
            </p>
          ) : null}
          {/* On a phone the summary comes after the form: the amount to pay sits right above the button. */}
          <p className="checkout-total-line" data-testid="checkout-total-line">
            <span>{t(preview ? 'checkout.total_with_delivery' : 'checkout.total_before_delivery')}</span>
            <strong>{formatPrice((preview ?? view).grand_total, locale)}</strong>
          </p>
          {step}
          <Button type="submit" size="lg" fullWidth loading={placing} className="checkout-place" data-testid="place-order">
            {t('checkout.place_order')}
          </Button>
        </form>

        <div className="checkout-side">
          <SummaryItems items={items} />
          <CartSummary totals={preview ?? view} />
          <CouponForm totals={view} />
          <Link to={localePath('/cart')}>{t('checkout.back_to_cart')}</Link>
        </div>
      </div>
    </section>
  );
}
