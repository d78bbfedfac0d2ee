import { useId, useState, type FormEvent } from 'react';
import { Button, bus, useT } from '@shop/shared';
import { closeAccount } from '../../../api/customer';
import { NS } from '../../../i18n/register';
import { SelectField, TextField } from '../../form-fields/components/fields';
import { showFailure } from '../../form-fields/lib/show-failure';
import { DELETION_REASONS, DETAILS_MAX, deletePayload, validateDelete, type DeleteErrors, type DeleteValues } from '../lib/delete-form';

/**
 * Closing the account: a reason (a choice plus free words) and the password. The server closes
 * it; the shell's session module then logs the shopper out with its toast and reloads at /.
 */
export function DeleteAccountForm() {
  const { t } = useT([NS, 'common']);
  const detailsId = useId();
  const [values, setValues] = useState<DeleteValues>({ reasonCode: '', details: '', password: '' });
  const [errors, setErrors] = useState<DeleteErrors>({});
  const [pending, setPending] = useState(false);
  const set = (field: keyof DeleteValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const error = (field: keyof DeleteValues) => (errors[field] ? t(`common:${errors[field]}`, { count: DETAILS_MAX }) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDelete(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      await closeAccount(deletePayload(values, t(`delete.reasons.${values.reasonCode}`)));
      bus.emit('session:logout-requested', { reason: 'user' });
    } catch (failure) {
      showFailure(failure);
      setPending(false);
    }
  };

  return (
    <form className="account-form account-card" noValidate onSubmit={(e) => void submit(e)} data-testid="delete-account-form">
      <p>{t('delete.warning')}</p>
      <SelectField
        label={t('delete.reason')}
        placeholder={t('delete.choose_reason')}
        value={values.reasonCode}
        onChange={set('reasonCode')}
        error={error('reasonCode')}
        choices={DELETION_REASONS.map((code) => ({ value: code, label: t(`delete.reasons.${code}`) }))}
      />
      <div className={errors.details ? 'account-field account-field--invalid' : 'account-field'}>
        <label htmlFor={detailsId}>{t('delete.details')}</label>
        <textarea id={detailsId} rows={3} maxLength={DETAILS_MAX} value={values.details} onChange={set('details')} aria-invalid={errors.details ? true : undefined} />
        {errors.details ? (
          <p className="account-field__error" role="alert">
            {error('details')}
          </p>
        ) : null}
      </div>
      <TextField label={t('delete.password')} type="password" autoComplete="current-password" value={values.password} onChange={set('password')} error={error('password')} />
      <Button type="submit" variant="danger" loading={pending}>
        {t('delete.action')}
      </Button>
    </form>
  );
}
