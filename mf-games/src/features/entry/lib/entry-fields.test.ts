import { describe, expect, it } from 'vitest';
import { prefill, toEntryFields, validateEntry } from './entry-fields';

describe('validateEntry', () => {
  it('requires every field', () => {
    expect(validateEntry({ nom: ' ', tel: '', order_number: '' })).toEqual({
      nom: { key: 'field_required' },
      tel: { key: 'field_required' },
      order_number: { key: 'field_required' },
    });
  });

  it('checks the phone and the shape of the order number', () => {
    expect(validateEntry({ nom: 'Awa', tel: '12345', order_number: 'abc' })).toEqual({ tel: { key: 'invalid_phone' }, order_number: { key: 'invalid_order_number' } });
  });

  it('accepts a Cameroon number written with its prefix and spaces', () => {
    const values = { nom: ' Awa Mbarga ', tel: '+237 6 77 12 34 56', order_number: ' 100000012 ' };
    expect(validateEntry(values)).toBeNull();
    expect(toEntryFields(values)).toEqual({ nom: 'Awa Mbarga', tel: '677123456', order_number: '100000012' });
  });
});

describe('prefill', () => {
  it("fills a logged-in shopper's name and phone", () => {
    expect(prefill({ id: 1, email: 'a@b.cm', firstname: 'Aïcha', lastname: 'Ngono', custom_attributes: [{ attribute_code: 'telephone', value: '690000001' }] })).toEqual({
      nom: 'Aïcha Ngono',
      tel: '690000001',
      order_number: '',
    });
    expect(prefill(null)).toEqual({ nom: '', tel: '', order_number: '' });
  });
});
