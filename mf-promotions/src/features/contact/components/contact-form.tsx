import { useId, useState, type FormEvent } from 'react';
import { Button, notifyApiError, toApiError, useT } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { sendContactMessage, type ContactSubject } from '../../../api/pages';
import { SUBJECTS, toMessage, validateContact, type ContactField, type ContactValues, type FieldError } from '../lib/contact-form';

const EMPTY: Omit<ContactValues, 'subject'> = { name: '', telephone: '', email: '', orderNumber: '', message: '' };

/** The contact form: checked as the spec says before sending, the server's answer shown after. */
export function ContactForm({ initialSubject = 'order' }: { initialSubject?: ContactSubject }) {
  const { t, i18n } = useT([NS, 'common']);
  const id = useId();
  const [values, setValues] = useState<ContactValues>({ subject: initialSubject, ...EMPTY });
  const [errors, setErrors] = useState<Partial<Record<ContactField, FieldError>>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const errorText = (error: FieldError | undefined) =>
    !error ? null : error.key === 'contact.invalidOrderNumber' ? t(`${NS}:contact.invalidOrderNumber`) : t(`common:${error.key}`, { ...('values' in error ? error.values : {}) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await sendContactMessage(toMessage(values), i18n.language === 'en' ? 'en' : 'fr');
      setDone(answer.message.replace(/%(\w+)/g, (whole, name: string) => String(answer.parameters[name] ?? whole)));
      setValues({ subject: values.subject, ...EMPTY });
    } catch (error) {
      setServerError(toApiError(error).message);
      notifyApiError(error, { toastWithoutResponse: true });
    } finally {
      setSending(false);
    }
  };

  const field = (name: Exclude<ContactField, 'subject'>, input: 'input' | 'textarea', props: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'numeric' | 'email'; optional?: boolean; hint?: string } = {}) => {
    const fieldId = `${id}-${name}`;
    const message = errorText(errors[name]);
    const describedBy = [message ? `${fieldId}-error` : '', props.hint ? `${fieldId}-hint` : ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id: fieldId,
      name,
      value: values[name],
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy,
      onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
    };
    return (
      <div className="ct-field">
        <label htmlFor={fieldId}>
          {t(`${NS}:contact.fields.${name}`)}
          {props.optional ? ` ${t(`${NS}:contact.optional`)}` : ''}
        </label>
        {input === 'textarea' ? <textarea {...common} maxLength={3000} /> : <input {...common} type={props.type ?? 'text'} autoComplete={props.autoComplete} inputMode={props.inputMode} />}
        {props.hint ? (
          <p id={`${fieldId}-hint`} className="ct-hint">
            {props.hint}
          </p>
        ) : null}
        {message ? (
          <p id={`${fieldId}-error`} className="ct-error">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="ct-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`} data-testid="contact-form">
      <h2 id={`${id}-title`}>{t(`${NS}:contact.formTitle`)}</h2>
      {done ? (
        <p className="ct-done" role="status" data-testid="contact-done">
          {done}
        </p>
      ) : null}
      <div className="ct-field">
        <label htmlFor={`${id}-subject`}>{t(`${NS}:contact.fields.subject`)}</label>
        <select id={`${id}-subject`} value={values.subject} onChange={(e) => setValues({ ...values, subject: e.target.value as ContactSubject })}>
          {SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(`${NS}:contact.subjects.${subject}`)}
            </option>
          ))}
        </select>
      </div>
      {field('name', 'input', { autoComplete: 'name' })}
      {field('telephone', 'input', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: t('common:phone_format_hint') })}
      {field('email', 'input', { type: 'email', autoComplete: 'email', inputMode: 'email', optional: true })}
      {field('orderNumber', 'input', { inputMode: 'numeric', optional: true })}
      {field('message', 'textarea')}
      {serverError ? (
        <p className="ct-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" loading={sending}>
        {t(`${NS}:contact.send`)}
      </Button>
    </form>
  );
}
