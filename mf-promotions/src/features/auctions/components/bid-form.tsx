import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $session, Button, customerAttribute, formatPrice, toApiError, usePhoneProof, useT, validateField, type Locale } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { placeBid, type Auction } from '../../../api/auctions';
import { bidProblem, parseAmount } from '../lib/bid-rule';

/** Bid form: name, phone, amount; rule checked before sending, the number proven once per tab, the server's answer shown. */
export function BidForm({ auction, locale, onPlaced }: { auction: Auction; locale: Locale; onPlaced: () => void }) {
  const { t } = useT([NS, 'common']);
  const id = useId();
  // A logged-in customer bids under their account: name and phone start from the profile.
  const { user } = useStore($session);
  const [name, setName] = useState(() => (user ? `${user.firstname} ${user.lastname}`.trim() : ''));
  const [phone, setPhone] = useState(() => customerAttribute(user, 'telephone') ?? '');
  const [amount, setAmount] = useState(String(auction.next_min_bid));
  const [errors, setErrors] = useState<{ name?: string; phone?: string; amount?: string }>({});
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  // A bid is made in a proven number's name: a guest confirms it by SMS code once per tab.
  const { withPhoneProof, step } = usePhoneProof();
  const price = (value: number) => formatPrice(value, locale);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const nameError = validateField(name, { required: true, maxLength: 120 });
    if (nameError) found.name = t(`common:${nameError.key}`, { ...nameError.values });
    const phoneError = validateField(phone, { required: true, phone: true });
    if (phoneError) found.phone = t(`common:${phoneError.key}`);
    const value = parseAmount(amount);
    const problem = bidProblem(value, auction.current_offer, auction.marge);
    if (problem) found.amount = t(`${NS}:auctions.bidRule`, { current: price(auction.current_offer), marge: price(auction.marge), minimum: price(auction.next_min_bid) });
    setErrors(found);
    setAnswer(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const bid = { bidder_name: name.trim(), bidder_phone_number: phone.trim(), bidding_price: value, product_id: auction.product.id, ...(user ? { magento_user_id: user.id } : {}) };
      await withPhoneProof(() => placeBid(bid, locale));
      setAnswer({ ok: true, text: t(`${NS}:auctions.bidPlaced`, { amount: price(value) }) });
      onPlaced();
    } catch (error) {
      const apiError = toApiError(error);
      // Cancelled while confirming the number: nothing was sent, nothing to say.
      if (apiError.kind === 'aborted') return;
      setAnswer({ ok: false, text: apiError.message });
      // Someone may have outbid: show the new offer.
      onPlaced();
    } finally {
      setSending(false);
    }
  };

  const input = (key: 'name' | 'phone' | 'amount', label: string, value: string, set: (v: string) => void, extra: { type?: string; inputMode?: 'tel' | 'numeric'; autoComplete?: string }) => (
    <div className="ct-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={value}
        onChange={(e) => set(e.target.value)}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        autoComplete={extra.autoComplete}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
      />
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className="ct-error">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className="ct-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t(`${NS}:auctions.bidFormLabel`, { title: auction.product.name })} data-testid="bid-form">
      {input('name', t(`${NS}:contact.fields.name`), name, setName, { autoComplete: 'name' })}
      {input('phone', t(`${NS}:contact.fields.telephone`), phone, setPhone, { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      {input('amount', t(`${NS}:auctions.amount`), amount, setAmount, { inputMode: 'numeric' })}
      <p className="ct-hint">{t(`${NS}:auctions.bidRule`, { current: price(auction.current_offer), marge: price(auction.marge), minimum: price(auction.next_min_bid) })}</p>
      {answer ? (
        <p className={answer.ok ? 'ct-done' : 'ct-error'} role={answer.ok ? 'status' : 'alert'} data-testid="bid-answer">
          {answer.text}
        </p>
      ) : null}
      {step}
      <Button type="submit" loading={sending}>
        {t(`${NS}:auctions.placeBid`)}
      </Button>
    </form>
  );
}
