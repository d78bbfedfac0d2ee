import { describe, expect, it } from 'vitest';
import type { Customer } from '@shop/shared';
import { EMPTY_FORM } from './lib/form';
import { prefillFromCustomer } from './use-checkout-form';

const customer: Customer = {
  id: 1,
  email: 'demo@boutique.cm',
  firstname: 'Demo',
  lastname: 'Client',
  custom_attributes: [
    { attribute_code: 'telephone', value: '690000001' },
    { attribute_code: 'whatsapp_number', value: '690000002' },
  ],
  addresses: [
    { firstname: 'Demo', lastname: 'Client', telephone: '690000001', city: 'Yaoundé', street: ['Bastos'], fax: '21', country_id: 'CM' },
    { firstname: 'Demo', lastname: 'Client', telephone: '690000001', city: 'Douala', street: ['Bonamoussadi'], fax: '13', country_id: 'CM', default_shipping: true },
  ],
};

describe('prefillFromCustomer', () => {
  it('fills contact and place from the profile and its default delivery address', () => {
    expect(prefillFromCustomer(EMPTY_FORM, customer)).toEqual({
      ...EMPTY_FORM,
      firstname: 'Demo',
      lastname: 'Client',
      email: 'demo@boutique.cm',
      telephone: '690000001',
      telephoneWhatsapp: '690000002',
      town: 'Douala',
      quarter: 'Bonamoussadi',
      quarter_id: '13',
    });
  });
  it('takes the recipient of the default delivery address when it names someone else', () => {
    const [other, home] = customer.addresses!;
    const withRecipient = { ...customer, addresses: [other!, { ...home!, firstname: 'Paul', lastname: 'Essomba', telephone: '677112233' }] };
    expect(prefillFromCustomer(EMPTY_FORM, withRecipient)).toMatchObject({ firstname: 'Paul', lastname: 'Essomba', telephone: '677112233', email: 'demo@boutique.cm', town: 'Douala' });
  });
  it('never overwrites what the shopper typed', () => {
    const typed = { ...EMPTY_FORM, firstname: 'Awa', town: 'Ngaoundéré', quarter: 'Dang', quarter_id: '40' };
    expect(prefillFromCustomer(typed, customer)).toMatchObject({ firstname: 'Awa', lastname: 'Client', town: 'Ngaoundéré', quarter: 'Dang', quarter_id: '40' });
  });
  it('leaves a guest form alone', () => {
    expect(prefillFromCustomer(EMPTY_FORM, null)).toBe(EMPTY_FORM);
  });
});
