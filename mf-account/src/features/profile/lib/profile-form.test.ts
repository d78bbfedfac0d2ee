import { describe, expect, it } from 'vitest';
import type { Customer } from '@shop/shared';
import { changesEmail, changesPhone, passwordReason, profileChanges, profileValues, validatePassword, validateProfile } from './profile-form';

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
    expect(profileValues(customer)).toEqual({ firstname: 'Awa', lastname: 'Mbarga', email: 'awa@example.cm', telephone: '699001122', telephone2: '', whatsapp: '', town: 'Douala', newsletter: true, currentPassword: '' });
  });

  it('requires the names and accepts only Cameroon mobile numbers', () => {
    const values = { ...profileValues(customer), firstname: ' ', telephone2: '12345', whatsapp: '+237 655 44 33 22' };
    expect(validateProfile(values, profileValues(customer))).toEqual({ firstname: 'field_required', telephone2: 'invalid_phone' });
  });

  it('knows a new account number from the saved one typed another way, or removed', () => {
    const saved = profileValues(customer);
    expect(changesPhone({ ...saved, telephone: '+237 699 00 11 22' }, saved)).toBe(false);
    expect(changesPhone({ ...saved, telephone: '' }, saved)).toBe(false);
    expect(changesPhone({ ...saved, telephone: '677 11 22 33' }, saved)).toBe(true);
    expect(changesPhone({ ...saved, telephone: '677112233' }, { ...saved, telephone: '' })).toBe(true);
  });

  it('asks for the current password only for a new number (decision 045)', () => {
    const saved = profileValues(customer);
    expect(validateProfile({ ...saved, telephone: '677112233' }, saved)).toEqual({ currentPassword: 'field_required' });
    expect(validateProfile({ ...saved, telephone: '677112233', currentPassword: 'Secret123!' }, saved)).toEqual({});
    expect(validateProfile({ ...saved, telephone: '' }, saved)).toEqual({});
    // A malformed number is told as such, not as a missing password.
    expect(validateProfile({ ...saved, telephone: '12345' }, saved)).toEqual({ telephone: 'invalid_phone' });
  });

  it('knows a new e-mail from the saved one typed with other case or spaces', () => {
    const saved = profileValues(customer);
    expect(changesEmail({ ...saved, email: ' AWA@Example.cm ' }, saved)).toBe(false);
    expect(changesEmail({ ...saved, email: 'eve@example.cm' }, saved)).toBe(true);
    // Adding an e-mail to an account that had none is a change too (a reset link would go to it).
    expect(changesEmail({ ...saved, email: 'eve@example.cm' }, { ...saved, email: '' })).toBe(true);
    expect(changesEmail({ ...saved, email: '' }, { ...saved, email: '' })).toBe(false);
  });

  it('asks for the current password for a new e-mail, and says what for (decision 051)', () => {
    const saved = profileValues(customer);
    expect(validateProfile({ ...saved, email: 'eve@example.cm' }, saved)).toEqual({ currentPassword: 'field_required' });
    expect(validateProfile({ ...saved, email: 'eve@example.cm', currentPassword: 'Secret123!' }, saved)).toEqual({});
    expect(validateProfile({ ...saved, email: 'AWA@example.cm ' }, saved)).toEqual({});
    expect(passwordReason(saved, saved)).toBeNull();
    expect(passwordReason({ ...saved, email: 'eve@example.cm' }, saved)).toBe('email');
    expect(passwordReason({ ...saved, telephone: '677112233' }, saved)).toBe('phone');
    expect(passwordReason({ ...saved, email: 'eve@example.cm', telephone: '677112233' }, saved)).toBe('both');
  });

  it('keeps an e-mail the account has, valid; an account without one may leave it empty', () => {
    const saved = profileValues(customer);
    expect(validateProfile({ ...saved, email: ' ' }, saved)).toEqual({ email: 'field_required' });
    // A malformed address is told as such, not as a missing password.
    expect(validateProfile({ ...saved, email: 'eve@' }, saved)).toEqual({ email: 'invalid_email' });
    const phoneOnly = { ...saved, email: '' };
    expect(validateProfile(phoneOnly, phoneOnly)).toEqual({});
    expect(profileChanges(phoneOnly, true)).not.toHaveProperty('email');
  });

  it('sends the e-mail as the server keeps it', () => {
    expect(profileChanges({ ...profileValues(customer), email: ' Eve@Example.CM ' }, true).email).toBe('eve@example.cm');
  });

  it('never puts the password in the profile itself', () => {
    const changes = profileChanges({ ...profileValues(customer), telephone: '677112233', currentPassword: 'Secret123!' }, true);
    expect(JSON.stringify(changes)).not.toContain('Secret123!');
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
