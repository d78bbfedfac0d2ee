import { useState, type FormEvent } from 'react';
import { Button, setUser, showToast, toApiError, usePhoneProof, useT, type Customer, type Town } from '@shop/shared';
import { saveCustomer } from '../../../api/customer';
import { NS } from '../../../i18n/register';
import { CheckField, SelectField, TextField } from '../../form-fields/components/fields';
import { changesPhone, passwordReason, profileChanges, profileValues, validateProfile, type ProfileErrors, type ProfileValues } from '../lib/profile-form';
import { showFailure } from '../../form-fields/lib/show-failure';

/** The current-password field says what it is asked for. */
const PASSWORD_LABEL = { email: 'account.email_change_password', phone: 'account.phone_change_password', both: 'account.both_change_password' } as const;

/**
 * Names, e-mail, telephones, WhatsApp, town and the newsletter opt-in, saved with `PUT customers/me`.
 * A new e-mail asks for the current password (decision 051); a new account number asks for it too,
 * then for the code sent to that number: the shared phone-proof step, inline, as the games and the
 * checkout ask for it (decision 045).
 */
export function ProfileForm({ customer, towns, onSaved }: { customer: Customer; towns: Town[]; onSaved: () => void }) {
  const { t } = useT([NS, 'common']);
  const { withPhoneProof, step } = usePhoneProof({ intro: (telephone) => t('account.phone_proof_intro', { telephone }) });
  const saved = profileValues(customer);
  const [values, setValues] = useState<ProfileValues>(() => profileValues(customer));
  const newPhone = changesPhone(values, saved);
  const reason = passwordReason(values, saved);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof ProfileValues) => (event: { target: { value: string; checked?: boolean } }) =>
    setValues((v) => ({ ...v, [field]: field === 'newsletter' ? Boolean(event.target.checked) : event.target.value }));
  const error = (field: keyof ProfileValues) => (errors[field] ? t(`common:${errors[field]}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values, saved);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const changes = profileChanges(values, saved.newsletter);
      const answer = await withPhoneProof(() => saveCustomer(changes, reason ? values.currentPassword : undefined));
      setUser(answer);
      const pending = values.newsletter && answer.extension_attributes?.['newsletter_status'] === 'pending';
      showToast({ type: 'success', message: t(pending ? 'account.saved_newsletter_pending' : 'account.saved') });
      onSaved();
    } catch (failure) {
      // Cancelling the code step is the shopper's choice, not a failure to report.
      if (toApiError(failure).kind !== 'aborted') showFailure(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="account-form account-card" noValidate onSubmit={(e) => void submit(e)} data-testid="profile-form">
      <h2 className="account-section-title">{t('account.details')}</h2>
      <TextField label={t('account.firstname')} autoComplete="given-name" value={values.firstname} onChange={set('firstname')} error={error('firstname')} />
      <TextField label={t('account.lastname')} autoComplete="family-name" value={values.lastname} onChange={set('lastname')} error={error('lastname')} />
      <TextField label={t('account.email')} type="email" autoComplete="email" value={values.email} onChange={set('email')} error={error('email')} />
      <TextField label={t('account.telephone')} type="tel" autoComplete="tel-national" value={values.telephone} onChange={set('telephone')} error={error('telephone')} />
      {reason ? (
        <>
          {newPhone ? <p className="account-form__hint">{t('account.phone_change_hint')}</p> : null}
          <TextField
            label={t(PASSWORD_LABEL[reason])}
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={error('currentPassword')}
          />
        </>
      ) : null}
      {step}
      <TextField label={t('account.telephone2')} type="tel" value={values.telephone2} onChange={set('telephone2')} error={error('telephone2')} />
      <TextField label={t('account.whatsapp')} type="tel" value={values.whatsapp} onChange={set('whatsapp')} error={error('whatsapp')} />
      <SelectField
        label={t('account.town')}
        placeholder={t('account.choose_town')}
        value={values.town}
        onChange={set('town')}
        choices={towns.map((town) => ({ value: town.town_name, label: town.town_name }))}
      />
      <CheckField label={t('account.newsletter')} checked={values.newsletter} onChange={set('newsletter')} />
      <Button type="submit" loading={saving}>
        {t('account.save')}
      </Button>
    </form>
  );
}
