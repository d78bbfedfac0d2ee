import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useStore } from '@nanostores/react';
import { $cart, $isLoggedIn, $locale, Button, ErrorRetry, formatPrice, MOBILE_MONEY_METHOD, showToast, Skeleton, TOAST_DURATION, useT, type CartTotals, useLocalePath } from '@shop/shared';
import { saveComment, setOrderCustomAttributes, totalsInformation } from '../../../api/checkout';
import { CartSummary } from '../../cart/components/cart-summary';
import { CouponForm } from '../../cart/components/coupon-form';
import { useCart } from '../../cart/use-cart';
import { estimateAddress, orderCustomAttributes } from '../lib/address';
import { delayText, isPickup, sameMethod, type ShippingMethod } from '../lib/delivery';
import { FIELD_ORDER, PAYMENT_METHODS, validateCheckout, type CheckoutErrors, type CheckoutField, type CheckoutForm } from '../lib/form';
import { reportCheckoutError, submitOrder } from '../place-order';
import { useCheckoutForm } from '../use-checkout-form';
import { useShippingMethods } from '../use-shipping-methods';
import { useTowns } from '../use-towns';
import { describedBy, Field } from './field';
// oxlint-disable-next-line import/no-unassigned-import
import '../../cart/components/cart.css';
// oxlint-disable-next-line import/no-unassigned-import
import './checkout.css';

type TextField = 'firstname' | 'lastname' | 'telephone' | 'telephone2' | 'telephoneWhatsapp' | 'email';

const CONTACT: { field: TextField; label: string; type: string; autoComplete: string; phone?: boolean }[] = [
  { field: 'firstname', label: 'checkout.firstname', type: 'text', autoComplete: 'given-name' },
  { field: 'lastname', label: 'checkout.lastname', type: 'text', autoComplete: 'family-name' },
  { field: 'telephone', label: 'checkout.telephone', type: 'tel', autoComplete: 'tel-national', phone: true },
  { field: 'telephone2', label: 'checkout.telephone2', type: 'tel', autoComplete: 'off', phone: true },
  { field: 'telephoneWhatsapp', label: 'checkout.whatsapp', type: 'tel', autoComplete: 'off', phone: true },
  { field: 'email', label: 'checkout.email', type: 'email', autoComplete: 'email' },
];

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

export function CheckoutView() {
  const { t } = useT(['cart', 'common']);
  const locale = useStore($locale);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const id = useId();
  const { totals, status, reload } = useCart();
  const cartId = useStore($cart).id;
  const loggedIn = useStore($isLoggedIn);
  const { form, update } = useCheckoutForm();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [placing, setPlacing] = useState(false);
  const [sellerBusy, setSellerBusy] = useState(false);
  const [commentBusy, setCommentBusy] = useState(false);
  const [preview, setPreview] = useState<CartTotals | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { towns, failed: townsFailed, retry: retryTowns } = useTowns();
  const { methods, status: methodsStatus } = useShippingMethods(form.town, form.quarter, form.quarter_id, { paused: placing });
  const town = towns?.find((x) => x.town_name === form.town) ?? null;

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
    const target = formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
    target?.focus();
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
    submitOrder(form).then(
      () => {
        void navigate(localePath('/thankyou'), { replace: true });
      },
      // Reported already; the form stays as typed (also kept in session storage) for another try.
      () => setPlacing(false),
    );
  };

  const applySellerCode = () => {
    const found = validateCheckout(form);
    const sellerErrors: CheckoutErrors = {};
    if (found.telephone2) sellerErrors.telephone2 = found.telephone2;
    if (found.telephoneWhatsapp) sellerErrors.telephoneWhatsapp = found.telephoneWhatsapp;
    if (!form.sellerCode.trim() || !cartId || Object.keys(sellerErrors).length) {
      setErrors((current) => ({ ...current, ...sellerErrors }));
      return;
    }
    setSellerBusy(true);
    setOrderCustomAttributes(cartId, orderCustomAttributes(form))
      .then(() => showToast({ type: 'success', message: t('checkout.seller_code_saved'), duration: TOAST_DURATION.quick }))
      .catch((error: unknown) => reportCheckoutError(error))
      .finally(() => setSellerBusy(false));
  };

  const addComment = () => {
    if (!form.comment.trim() || !cartId) return;
    setCommentBusy(true);
    saveComment(cartId, form.comment.trim())
      .then(() => showToast({ type: 'success', message: t('checkout.comment_added'), duration: TOAST_DURATION.quick }))
      .catch((error: unknown) => reportCheckoutError(error))
      .finally(() => setCommentBusy(false));
  };

  if (!items.length || !view) {
    let body;
    if (status === 'loading') body = <Skeleton height={200} radius={6} />;
    else if (status === 'error') body = <ErrorRetry message={t('load_failed')} onRetry={reload} />;
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
      <section className="checkout-page" aria-busy={status === 'loading'}>
        <h1 className="checkout-page__title">{t('checkout.title')}</h1>
        {body}
      </section>
    );
  }

  const pickupOffered = methods.some(isPickup);
  const fieldId = (field: string) => `${id}-${field}`;

  return (
    <section className="checkout-page">
      <h1 className="checkout-page__title">{t('checkout.title')}</h1>
      <div className="checkout-layout">
        <form ref={formRef} className="checkout-form" onSubmit={place} noValidate data-testid="checkout-form">
          {loggedIn ? null : (
            <p className="checkout-note" data-testid="checkout-guest-note">
              {t('checkout.guest_note')}{' '}
              <Link to={`${localePath('/login')}?redirect=${encodeURIComponent(localePath('/checkout'))}`}>{t('checkout.sign_in')}</Link>
            </p>
          )}
          <fieldset className="checkout-section">
            <legend>{t('checkout.contact_title')}</legend>
            <div className="checkout-grid">
              {CONTACT.map(({ field, label, type, autoComplete, phone }) => (
                <Field key={field} id={fieldId(field)} label={t(label)} error={errors[field]} hint={phone ? t('common:phone_format_hint') : undefined}>
                  <input
                    id={fieldId(field)}
                    name={field}
                    data-field={field}
                    data-testid={`checkout-${field}`}
                    type={type}
                    inputMode={phone ? 'tel' : undefined}
                    autoComplete={autoComplete}
                    value={form[field]}
                    maxLength={field === 'email' ? 254 : 60}
                    onChange={(e) => change({ [field]: e.target.value }, [field])}
                    {...describedBy(fieldId(field), errors[field], phone)}
                  />
                </Field>
              ))}
            </div>
          </fieldset>

          <fieldset className="checkout-section">
            <legend>{t('checkout.address_title')}</legend>
            {townsFailed ? <ErrorRetry message={t('checkout.towns_failed')} onRetry={retryTowns} /> : null}
            <div className="checkout-grid">
              <Field id={fieldId('town')} label={t('checkout.town')} error={errors.town}>
                <select
                  id={fieldId('town')}
                  data-field="town"
                  data-testid="checkout-town"
                  value={town ? form.town : ''}
                  disabled={!towns}
                  onChange={(e) => change({ town: e.target.value, quarter: '', quarter_id: '', deliveryMethod: null, takeAtAgency: false, agency: '' }, ['town', 'quarter', 'deliveryMethod'])}
                  {...describedBy(fieldId('town'), errors.town)}
                >
                  <option value="">{t('checkout.choose_town')}</option>
                  {(towns ?? []).map((x) => (
                    <option key={x.town_name} value={x.town_name}>
                      {x.town_name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={fieldId('quarter')} label={t('checkout.quarter')} error={errors.quarter}>
                <select
                  id={fieldId('quarter')}
                  data-field="quarter"
                  data-testid="checkout-quarter"
                  value={town?.quarters.some((q) => String(q.quarter_id) === form.quarter_id) ? form.quarter_id : ''}
                  disabled={!town}
                  onChange={(e) => {
                    const quarter = town?.quarters.find((q) => String(q.quarter_id) === e.target.value);
                    change({ quarter: quarter?.quarter_name ?? '', quarter_id: quarter ? String(quarter.quarter_id) : '', deliveryMethod: null, takeAtAgency: false, agency: '' }, ['quarter', 'deliveryMethod']);
                  }}
                  {...describedBy(fieldId('quarter'), errors.quarter)}
                >
                  <option value="">{town ? t('checkout.choose_quarter') : t('checkout.choose_town_first')}</option>
                  {(town?.quarters ?? []).map((q) => (
                    <option key={q.quarter_id} value={String(q.quarter_id)}>
                      {q.quarter_name}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          </fieldset>

          <fieldset className="checkout-section" data-testid="checkout-delivery">
            <legend>{t('checkout.delivery_title')}</legend>
            {methodsStatus === 'idle' ? <p className="checkout-note">{t('checkout.choose_place_for_methods')}</p> : null}
            {methodsStatus === 'loading' ? <p className="checkout-note">{t('checkout.methods_loading')}</p> : null}
            {methodsStatus === 'error' ? <p className="checkout-error">{t('common:failed_try_again')}</p> : null}
            {methodsStatus === 'ready' ? (
              <ul className="checkout-options" data-field="deliveryMethod" tabIndex={-1} aria-describedby={errors.deliveryMethod ? fieldId('deliveryMethod-error') : undefined}>
                {methods.map((m) => (
                  <MethodOption
                    key={`${m.carrier_code}_${m.method_code}`}
                    method={m}
                    checked={sameMethod(m, form.deliveryMethod)}
                    onChoose={() =>
                      change(
                        { deliveryMethod: { carrier_code: m.carrier_code, method_code: m.method_code }, takeAtAgency: isPickup(m), agency: isPickup(m) ? form.town : '' },
                        ['deliveryMethod'],
                      )
                    }
                  />
                ))}
              </ul>
            ) : null}
            <p className="checkout-note">{t('checkout.agencies_text')}</p>
            {methodsStatus === 'ready' && !pickupOffered ? <p className="checkout-note">{t('checkout.pickup_unavailable')}</p> : null}
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
                          {t('checkout.installment_text')}{' '}
                          <Link to={localePath('/paiement-en-tranche')}>{t('checkout.installment_link')}</Link>
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
                  onChange={(e) => change({ paymentNumber: e.target.value }, ['paymentNumber'])}
                  {...describedBy(fieldId('paymentNumber'), errors.paymentNumber, true)}
                />
              </Field>
            ) : null}
          </fieldset>

          <div className="checkout-section">
            <div className="checkout-inline">
              <Field id={fieldId('sellerCode')} label={t('checkout.seller_code')}>
                <input
                  id={fieldId('sellerCode')}
                  data-testid="checkout-sellerCode"
                  value={form.sellerCode}
                  maxLength={20}
                  autoComplete="off"
                  onChange={(e) => update({ sellerCode: e.target.value })}
                />
              </Field>
              <Button variant="secondary" loading={sellerBusy} onClick={applySellerCode} data-testid="checkout-sellerCode-apply">
                {t('checkout.apply_seller_code')}
              </Button>
            </div>
            <Field id={fieldId('comment')} label={t('checkout.comment')}>
              <textarea id={fieldId('comment')} data-testid="checkout-comment" maxLength={1000} value={form.comment} onChange={(e) => update({ comment: e.target.value })} />
            </Field>
            <Button variant="ghost" size="sm" loading={commentBusy} onClick={addComment} disabled={!form.comment.trim()}>
              {t('checkout.add_comment')}
            </Button>
          </div>

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
          <Button type="submit" size="lg" fullWidth loading={placing} className="checkout-place" data-testid="place-order">
            {t('checkout.place_order')}
          </Button>
        </form>

        <div className="checkout-side">
          <section className="checkout-section" aria-labelledby={`${id}-summary`}>
            <h2 id={`${id}-summary`}>{t('checkout.summary_title')}</h2>
            <ul className="checkout-items">
              {items.map((item) => (
                <li key={item.item_id}>
                  <span>
                    {item.qty} × {item.name}
                  </span>
                  <span>{formatPrice(item.row_total, locale)}</span>
                </li>
              ))}
            </ul>
          </section>
          <CartSummary totals={preview ?? view} />
          <CouponForm totals={view} />
          <Link to={localePath('/cart')}>{t('checkout.back_to_cart')}</Link>
        </div>
      </div>
    </section>
  );
}
