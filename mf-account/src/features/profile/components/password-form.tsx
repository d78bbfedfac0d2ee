import { useState, type FormEvent } from 'react';
import { Button, showToast, useT } from '@shop/shared';
import { changePassword } from '../../../api/customer';
import { NS } from '../../../i18n/register';
import { TextField } from '../../form-fields/components/fields';
import { validatePassword, type PasswordErrors, type PasswordValues } from '../lib/profile-form';
import { showFailure } from '../../form-fields/lib/show-failure';

const EMPTY: PasswordValues = { current: '', next: '', confirm: '' };

/** Change of password (`PUT customers/me/password`); other devices are signed out by the server. */
export function PasswordForm() {
  const { t } = useT([NS, 'common']);
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof PasswordValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const error = (field: keyof PasswordValues) => (errors[field] ? t(`common:${errors[field]}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePassword(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await changePassword(values.current, values.next);
      setValues(EMPTY);
      showToast({ type: 'success', message: t('account.password_changed') });
    } catch (failure) {
      showFailure(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="account-form account-card" noValidate onSubmit={(e) => void submit(e)} data-testid="password-form">
      <h2 className="account-section-title">{t('account.password_title')}</h2>
      <TextField label={t('account.current_password')} type="password" autoComplete="current-password" value={values.current} onChange={set('current')} error={error('current')} />
      <TextField label={t('account.new_password')} type="password" autoComplete="new-password" value={values.next} onChange={set('next')} error={error('next')} />
      <TextField label={t('account.confirm_password')} type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} error={error('confirm')} />
      <Button type="submit" variant="secondary" loading={saving}>
        {t('account.change_password')}
      </Button>
    </form>
  );
}
