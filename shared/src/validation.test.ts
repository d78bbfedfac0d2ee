import { describe, expect, it } from 'vitest';
import { i18n, startI18n } from './i18n/index';
import {
  isValidCameroonPhone,
  isValidEmail,
  normalizeCameroonPhone,
  validate,
  validateField,
  type ValidationKey,
} from './validation';

describe('email', () => {
  it.each(['awa@example.cm', 'jean.paul+shop@mail.co.uk', ' a.b@c.io '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'awa', 'awa@', '@example.cm', 'awa@example', 'awa@@example.cm', 'a b@c.cm', 'awa@example.c'])(
    'rejects %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('Cameroon phone', () => {
  it.each([
    ['677123456', '677123456'],
    ['6 77 12 34 56', '677123456'],
    ['+237 677 12 34 56', '677123456'],
    ['237677123456', '677123456'],
    ['00237-677-12-34-56', '677123456'],
    ['699.00.00.00', '699000000'],
    ['577123456', null],
    ['67712345', null],
    ['6771234567', null],
    ['+33677123456', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCameroonPhone(input)).toBe(expected);
    expect(isValidCameroonPhone(input)).toBe(expected !== null);
  });
});

describe('validate', () => {
  it('checks required first', () => {
    expect(validate('', { required: true, email: true })).toBe('field_required');
    expect(validate('   ', { required: true })).toBe('field_required');
    expect(validate(undefined, { required: true })).toBe('field_required');
    expect(validate('', { email: true })).toBeNull();
  });

  it('applies format rules', () => {
    expect(validate('awa@', { required: true, email: true })).toBe('invalid_email');
    expect(validate('12345', { phone: true })).toBe('invalid_phone');
    expect(validate('+237 677 12 34 56', { phone: true })).toBeNull();
    expect(validate('12a4', { code: true })).toBe('invalid_code');
    expect(validate('123456', { code: true })).toBeNull();
  });

  it('checks passwords and their confirmation', () => {
    expect(validate('abc12', { required: true, password: true })).toBe('password_min_length');
    expect(validate('abc123', { password: true })).toBeNull();
    expect(validateField('x'.repeat(65), { password: true })).toEqual({ key: 'password_too_long', values: { count: 64 } });
    expect(validate('abc123', { required: true, match: 'abc124' })).toBe('passwords_must_match');
    expect(validate('abc123', { match: 'abc123' })).toBeNull();
  });

  it('checks terms, quantity and mandatory options', () => {
    expect(validate(false, { accepted: true })).toBe('accept_terms');
    expect(validate(true, { accepted: true })).toBeNull();
    expect(validate(0, { quantity: true })).toBe('quantity_min');
    expect(validate('1.5', { quantity: true })).toBe('quantity_min');
    expect(validate(2, { quantity: true })).toBeNull();
    expect(validate('', { option: true })).toBe('option_required');
    expect(validate('red', { option: true })).toBeNull();
  });

  it('gives the count for length messages', () => {
    expect(validateField('ab', { minLength: 3 })).toEqual({ key: 'min_characters', values: { count: 3 } });
    expect(validateField('abcd', { maxLength: 3 })).toEqual({ key: 'max_characters', values: { count: 3 } });
    expect(validateField('abc', { minLength: 3, maxLength: 3 })).toBeNull();
  });

  it('every key has the spec text in both languages', () => {
    const keys: ValidationKey[] = [
      'field_required', 'invalid_email', 'invalid_phone', 'invalid_code', 'password_min_length', 'password_too_long',
      'passwords_must_match', 'accept_terms', 'quantity_min', 'option_required', 'min_characters', 'max_characters',
    ];
    startI18n();
    for (const lng of ['fr', 'en']) {
      const t = i18n.getFixedT(lng, 'common');
      for (const key of keys) expect(i18n.exists(key, { lng, ns: 'common' }), `${lng}:${key}`).toBe(true);
      expect(t('min_characters', { count: 3 })).toContain('3');
    }
    expect(i18n.getFixedT('fr', 'common')('field_required')).toBe('Ce champs est obligatoire');
    expect(i18n.getFixedT('en', 'common')('field_required')).toBe('This field is required');
    expect(i18n.getFixedT('en', 'common')('invalid_phone')).toBe('Please enter a valid phone number');
    expect(i18n.getFixedT('fr', 'common')('password_min_length')).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });
});
