import { useT } from '@shop/shared';
import type { SectionProps } from '../lib/form';
import { describedBy, Field } from './field';

type TextField = 'firstname' | 'lastname' | 'telephone' | 'telephone2' | 'telephoneWhatsapp' | 'email';

const CONTACT: { field: TextField; label: string; type: string; autoComplete: string; phone?: boolean }[] = [
  { field: 'firstname', label: 'checkout.firstname', type: 'text', autoComplete: 'given-name' },
  { field: 'lastname', label: 'checkout.lastname', type: 'text', autoComplete: 'family-name' },
  { field: 'telephone', label: 'checkout.telephone', type: 'tel', autoComplete: 'tel-national', phone: true },
  { field: 'telephone2', label: 'checkout.telephone2', type: 'tel', autoComplete: 'off', phone: true },
  { field: 'telephoneWhatsapp', label: 'checkout.whatsapp', type: 'tel', autoComplete: 'off', phone: true },
  { field: 'email', label: 'checkout.email', type: 'email', autoComplete: 'email' },
];

/**
 * Who receives the parcel: names, telephones (main, second, WhatsApp) and the optional e-mail.
 * The telephone format is said once, under the first telephone: the three fields share it.
 */
export function ContactSection({ form, errors, change, fieldId }: SectionProps) {
  const { t } = useT(['cart', 'common']);
  const fields = (list: typeof CONTACT) =>
    list.map(({ field, label, type, autoComplete, phone }) => (
      <Field key={field} id={fieldId(field)} label={t(label)} error={errors[field]} hint={field === 'telephone' ? t('common:phone_format_hint') : undefined}>
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
          {...describedBy(fieldId(field), errors[field], field === 'telephone')}
        />
      </Field>
    ));
  return (
    <fieldset className="checkout-section">
      <legend>{t('checkout.contact_title')}</legend>
      <div className="checkout-grid checkout-grid--names">{fields(CONTACT.slice(0, 2))}</div>
      <div className="checkout-grid checkout-grid--after">{fields(CONTACT.slice(2))}</div>
    </fieldset>
  );
}
