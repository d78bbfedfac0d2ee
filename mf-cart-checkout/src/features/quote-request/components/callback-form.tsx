import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $session, Button, customerAttribute, showToast, TOAST_DURATION, useT, validateField, type ValidationResult } from '@shop/shared';
import { createQuoteRequest, type QuoteRequest } from '../../../api/simulators';
import { reportCheckoutError } from '../../checkout/lib/place-order';
import { describedBy, Field } from '../../checkout/components/field';

interface CallbackFormProps {
  /** Test id prefix and heading. */
  name: string;
  title: string;
  submitLabel: string;
  /** What the shop must know besides who to call; null when there is nothing to send yet. */
  request: () => Pick<QuoteRequest, 'message' | 'items'> | null;
  /** Shown when `request` has nothing to send. */
  emptyMessage: string;
}

type Field3 = 'name' | 'telephone' | 'email';

/** Name, telephone and optional e-mail, sent as a call-back request (`gt/quote-request/create`). */
export function CallbackForm({ name, title, submitLabel, request, emptyMessage }: CallbackFormProps) {
  const { t } = useT(['cart', 'common']);
  const user = useStore($session).user;
  const id = useId();
  const [values, setValues] = useState({
    name: user ? `${user.firstname} ${user.lastname}` : '',
    telephone: customerAttribute(user, 'telephone') ?? '',
    email: user?.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field3, ValidationResult>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field3, ValidationResult>> = {};
    const check = (field: Field3, rules: Parameters<typeof validateField>[1]) => {
      const result = validateField(values[field], rules);
      if (result) found[field] = result;
    };
    check('name', { required: true, maxLength: 120 });
    check('telephone', { required: true, phone: true });
    check('email', { email: true });
    setErrors(found);
    const what = request();
    setFormError(what ? null : emptyMessage);
    if (Object.keys(found).length || !what) return;
    setBusy(true);
    createQuoteRequest({ name: values.name.trim(), telephone: values.telephone.trim(), ...(values.email.trim() ? { email: values.email.trim() } : {}), ...what })
      .then((answer) => {
        setDone(answer.message);
        showToast({ type: 'success', message: answer.message, duration: TOAST_DURATION.default });
      })
      .catch((error: unknown) => reportCheckoutError(error))
      .finally(() => setBusy(false));
  };

  if (done) {
    return (
      <section className="checkout-section" data-testid={`${name}-done`}>
        <h2>{title}</h2>
        <p role="status">{done}</p>
      </section>
    );
  }

  const input = (field: Field3, label: string, type: string, autoComplete: string) => (
    <Field id={`${id}-${field}`} label={label} error={errors[field]} hint={field === 'telephone' ? t('common:phone_format_hint') : undefined}>
      <input
        id={`${id}-${field}`}
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        maxLength={field === 'email' ? 254 : 120}
        onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
        data-testid={`${name}-${field}`}
        {...describedBy(`${id}-${field}`, errors[field], field === 'telephone')}
      />
    </Field>
  );

  return (
    <form className="checkout-section" onSubmit={submit} noValidate data-testid={`${name}-form`}>
      <h2>{title}</h2>
      <div className="checkout-grid">
        {input('name', t('simulators.your_name'), 'text', 'name')}
        {input('telephone', t('checkout.telephone'), 'tel', 'tel-national')}
        {input('email', t('simulators.email_optional'), 'email', 'email')}
      </div>
      {formError ? (
        <p className="checkout-error" role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={busy} className="checkout-place" data-testid={`${name}-submit`}>
        {submitLabel}
      </Button>
    </form>
  );
}
