import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useNavigate } from 'react-router';
import { $locale, Button, LOCALES, setLocale, setUser, showToast, useT, type Customer, type Locale } from '@shop/shared';
import { saveCustomer } from '../../../api/customer';
import { NS } from '../../../i18n/register';
import { showFailure } from '../../form-fields/lib/show-failure';
import { pathInLanguage, preferredLanguage } from '../lib/language';

/**
 * The customer's language: saved on the account, then applied at once (the shell keeps it in the
 * locale cookie when the language changes) and the page moves under that language's prefix.
 */
export function LanguageForm({ customer }: { customer: Customer }) {
  const { t } = useT(NS);
  const current = useStore($locale);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [choice, setChoice] = useState<Locale>(preferredLanguage(customer) ?? current);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveCustomer({ custom_attributes: [{ attribute_code: 'preferred_language', value: choice }] });
      setUser(saved);
      setLocale(choice);
      navigate(`${pathInLanguage(pathname, choice)}${search}`, { replace: true });
      showToast({ type: 'success', message: t('language.saved') });
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="account-form account-card" onSubmit={(e) => void submit(e)} data-testid="language-form">
      <fieldset className="account-radio">
        <legend>{t('language.legend')}</legend>
        {LOCALES.map((locale) => (
          <label key={locale} className="account-check" lang={locale}>
            <input type="radio" name="language" value={locale} checked={choice === locale} onChange={() => setChoice(locale)} />
            {t(`language.${locale}`)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" loading={saving}>
        {t('language.save')}
      </Button>
    </form>
  );
}
