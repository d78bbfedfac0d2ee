import { useState, type FormEvent } from 'react';
import { Button, useT, type Town } from '@shop/shared';
import { NS } from '../../../i18n/register';
import { CheckField, SelectField, TextField } from '../../form-fields/components/fields';
import { quartersOf, validateAddress, type AddressErrors, type AddressValues } from '../lib/address-book';

interface AddressFormProps {
  initial: AddressValues;
  towns: Town[];
  saving: boolean;
  onSubmit: (values: AddressValues) => void;
  onCancel: () => void;
}

/** One address: names, telephone, then the town and a quarter of that town (from the towns list). */
export function AddressForm({ initial, towns, saving, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useT([NS, 'common']);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const set = (field: keyof AddressValues) => (event: { target: { value: string; checked?: boolean } }) =>
    setValues((v) => {
      if (field === 'defaultShipping') return { ...v, defaultShipping: Boolean(event.target.checked) };
      // Another town has other quarters: the chosen one no longer applies.
      if (field === 'town') return { ...v, town: event.target.value, quarterId: '' };
      return { ...v, [field]: event.target.value };
    });
  const error = (field: keyof AddressErrors) => (errors[field] ? t(`common:${errors[field]}`) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(values, towns);
    setErrors(found);
    if (!Object.keys(found).length) onSubmit(values);
  };
  return (
    <form className="account-form account-card" noValidate onSubmit={submit} data-testid="address-form">
      <h2 className="account-section-title">{t(values.id === undefined ? 'address.add_title' : 'address.edit_title')}</h2>
      <TextField label={t('account.firstname')} autoComplete="given-name" value={values.firstname} onChange={set('firstname')} error={error('firstname')} />
      <TextField label={t('account.lastname')} autoComplete="family-name" value={values.lastname} onChange={set('lastname')} error={error('lastname')} />
      <TextField label={t('account.telephone')} type="tel" autoComplete="tel-national" value={values.telephone} onChange={set('telephone')} error={error('telephone')} />
      <SelectField
        label={t('address.town')}
        placeholder={t('account.choose_town')}
        value={values.town}
        onChange={set('town')}
        error={error('town')}
        choices={towns.map((town) => ({ value: town.town_name, label: town.town_name }))}
      />
      <SelectField
        label={t('address.quarter')}
        placeholder={t(values.town ? 'address.choose_quarter' : 'address.town_first')}
        value={values.quarterId}
        onChange={set('quarterId')}
        error={error('quarterId')}
        disabled={!values.town}
        choices={quartersOf(towns, values.town).map((q) => ({ value: String(q.quarter_id), label: q.quarter_name }))}
      />
      <CheckField label={t('address.use_as_default')} checked={values.defaultShipping} onChange={set('defaultShipping')} />
      <div className="account-addresses__actions">
        <Button type="submit" loading={saving}>
          {t('address.save')}
        </Button>
        <Button type="button" variant="ghost" disabled={saving} onClick={onCancel}>
          {t('address.cancel')}
        </Button>
      </div>
    </form>
  );
}
