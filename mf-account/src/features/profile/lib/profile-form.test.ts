import { describe, expect, it } from 'vitest';
import type { Customer } from '@shop/shared';
import { profileChanges, profileValues, validatePassword, validateProfile } from './profile-form';

const customer: Customer = {
  id: 1,
  email: 'awa@example.cm',
  firstname: 'Awa',
  lastname: 'Mbarga',
  extension_attributes: { is_subscribed: true },
  custom_attributes: [
    { attribute_code: 'telephone', value: '699001122' },
    { attribute_code: 'town', value: 'Douala' },
  ],
};

describe('profile form', () => {
  it('starts from the customer record, custom attributes included', () => {
    expect(profileValues(customer)).toEqual({ firstname: 'Awa', lastname: 'Mbarga', telephone: '699001122', telephone2: '', whatsapp: '', town: 'Douala', newsletter: true });
  });

  it('requires the names and accepts only Cameroon mobile numbers', () => {
    const values = { ...profileValues(customer), firstname: ' ', telephone2: '12345', whatsapp: '+237 655 44 33 22' };
    expect(validateProfile(values)).toEqual({ firstname: 'field_required', telephone2: 'invalid_phone' });
  });

  it('sends normalised numbers, clears emptied ones and the newsletter only when it changed', () => {
    const values = { ...profileValues(customer), whatsapp: '+237 655 44 33 22', telephone: '' };
    const changes = profileChanges(values, true);
    expect(changes.custom_attributes).toEqual([
      { attribute_code: 'telephone', value: '' },
      { attribute_code: 'telephone2', value: '' },
      { attribute_code: 'whatsapp_number', value: '655443322' },
      { attribute_code: 'town', value: 'Douala' },
    ]);
    expect(changes.extension_attributes).toBeUndefined();
    expect(profileChanges({ ...values, newsletter: false }, true).extension_attributes).toEqual({ is_subscribed: false });
  });
});

describe('password form', () => {
  it('needs the current password, 6 characters and a matching confirmation', () => {
    expect(validatePassword({ current: '', next: 'abc', confirm: 'abd' })).toEqual({ current: 'field_required', next: 'password_min_length', confirm: 'passwords_must_match' });
    expect(validatePassword({ current: 'old-secret', next: 'Secret9!', confirm: 'Secret9!' })).toEqual({});
  });
});
