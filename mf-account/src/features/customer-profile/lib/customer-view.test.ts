import { describe, expect, it } from 'vitest';
import type { Customer } from '@shop/shared';
import { parseMagentoDate, toCustomerView } from './customer-view';

const base: Customer = {
  id: 7,
  email: 'demo@boutique.cm',
  firstname: 'Aïcha',
  lastname: 'Nkoulou',
  created_at: '2024-03-05 14:30:00',
  custom_attributes: [
    { attribute_code: 'telephone', value: '690123456' },
    { attribute_code: 'telephone2', value: '677000111' },
    { attribute_code: 'whatsapp_number', value: '655443322' },
    { attribute_code: 'town', value: 'Douala' },
  ],
};

describe('toCustomerView', () => {
  it('maps the custom attributes to telephone, telephone2, whatsapp and town', () => {
    const view = toCustomerView(base);
    expect(view).toEqual({
      id: 7,
      firstname: 'Aïcha',
      fullName: 'Aïcha Nkoulou',
      email: 'demo@boutique.cm',
      telephone: '690123456',
      telephone2: '677000111',
      whatsapp: '655443322',
      town: 'Douala',
      memberSince: '2024-03-05T14:30:00.000Z',
    });
  });

  it('reports missing, blank or absent attributes as null', () => {
    const view = toCustomerView({
      ...base,
      custom_attributes: [
        { attribute_code: 'telephone', value: '  ' },
        { attribute_code: 'town', value: 'Yaoundé' },
      ],
    });
    expect(view.telephone).toBeNull();
    expect(view.telephone2).toBeNull();
    expect(view.whatsapp).toBeNull();
    expect(view.town).toBe('Yaoundé');
    expect(toCustomerView({ ...base, custom_attributes: undefined }).town).toBeNull();
  });

  it('does not confuse attributes with similar codes', () => {
    const view = toCustomerView({
      ...base,
      custom_attributes: [{ attribute_code: 'telephone2', value: '677000111' }],
    });
    expect(view.telephone).toBeNull();
    expect(view.telephone2).toBe('677000111');
  });

  it('builds the full name from whichever names exist', () => {
    expect(toCustomerView({ ...base, lastname: '' }).fullName).toBe('Aïcha');
    expect(toCustomerView({ ...base, firstname: ' Paul ', lastname: 'Biya ' }).fullName).toBe('Paul Biya');
  });
});

describe('parseMagentoDate', () => {
  it('reads Magento timestamps as UTC', () => {
    expect(parseMagentoDate('2023-12-31 23:59:59')).toBe('2023-12-31T23:59:59.000Z');
  });
  it('accepts ISO strings', () => {
    expect(parseMagentoDate('2023-01-02T03:04:05+01:00')).toBe('2023-01-02T02:04:05.000Z');
  });
  it('returns null for missing or unparseable dates', () => {
    expect(parseMagentoDate(undefined)).toBeNull();
    expect(parseMagentoDate('')).toBeNull();
    expect(parseMagentoDate('not a date')).toBeNull();
  });
});
