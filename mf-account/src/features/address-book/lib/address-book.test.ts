import { describe, expect, it } from 'vitest';
import type { CustomerAddress, Town } from '@shop/shared';
import { addressValues, toAddress, validateAddress, withAddress, withDefaultShipping, withoutAddress } from './address-book';

const towns: Town[] = [
  { town_id: 1, town_name: 'Douala', has_agency: true, zone: 'metro', quarters: [{ quarter_id: 11, quarter_name: 'Akwa' }, { quarter_id: 12, quarter_name: 'Bonapriso' }] },
  { town_id: 2, town_name: 'Yaoundé', has_agency: true, zone: 'metro', quarters: [{ quarter_id: 21, quarter_name: 'Bastos' }] },
];
const stored = (id: number, quarter: string, fax: number, defaultShipping = false): CustomerAddress => ({
  id, firstname: 'Awa', lastname: 'Mbarga', telephone: '699001122', city: 'Douala', street: [quarter], fax: String(fax), country_id: 'CM', postcode: '-', default_shipping: defaultShipping,
});

describe('address form', () => {
  it('reads and writes the stored shape (town = city, quarter id in fax)', () => {
    const values = addressValues(stored(5, 'Akwa', 11, true));
    expect(values).toMatchObject({ id: 5, town: 'Douala', quarterId: '11', defaultShipping: true });
    expect(toAddress({ ...values, quarterId: '12', telephone: '+237 677 11 22 33' }, towns)).toEqual({
      id: 5, firstname: 'Awa', lastname: 'Mbarga', telephone: '677112233', city: 'Douala', street: ['Bonapriso'], fax: '12', country_id: 'CM', postcode: '-', default_shipping: true,
    });
  });

  it('requires every field and a quarter of the chosen town', () => {
    expect(validateAddress({ firstname: '', lastname: 'M', telephone: '123', town: '', quarterId: '', defaultShipping: false }, towns)).toEqual({
      firstname: 'field_required', telephone: 'invalid_phone', town: 'field_required', quarterId: 'field_required',
    });
    const values = { ...addressValues(stored(5, 'Akwa', 11)), town: 'Yaoundé' };
    expect(validateAddress(values, towns)).toEqual({ quarterId: 'field_required' });
    expect(validateAddress({ ...values, quarterId: '21' }, towns)).toEqual({});
  });
});

describe('address book changes', () => {
  const book = [stored(1, 'Akwa', 11, true), stored(2, 'Bonapriso', 12)];
  it('edits in place, appends new ones and keeps one default shipping address', () => {
    expect(withAddress(book, { ...book[1]!, street: ['Akwa'] }).map((a) => [a.id, a.street[0]])).toEqual([[1, 'Akwa'], [2, 'Akwa']]);
    const added = withAddress(book, { ...stored(0, 'Akwa', 11, true), id: undefined });
    expect(added.map((a) => a.default_shipping)).toEqual([false, false, true]);
  });

  it('deletes and moves the default', () => {
    expect(withoutAddress(book, 1).map((a) => a.id)).toEqual([2]);
    expect(withDefaultShipping(book, 2).map((a) => a.default_shipping)).toEqual([false, true]);
  });
});
