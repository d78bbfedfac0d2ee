import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, type CheckoutForm } from './form';
import { buildAddress, estimateAddress, orderCustomAttributes, paymentPayload } from './address';

const form: CheckoutForm = {
  ...EMPTY_FORM,
  firstname: ' Awa ',
  lastname: 'Mbarga',
  telephone: '+237 677-12-34-56',
  email: 'awa@example.cm ',
  town: 'Douala',
  quarter: 'Bonamoussadi',
  quarter_id: '7',
};

describe('buildAddress', () => {
  it('has shape: CM, postcode "-", street [quarter], fax = quarter id, no e-mail', () => {
    expect(buildAddress(form)).toEqual({
      firstname: 'Awa',
      lastname: 'Mbarga',
      country_id: 'CM',
      city: 'Douala',
      telephone: '677123456',
      street: ['Bonamoussadi'],
      fax: '7',
      postcode: '-',
    });
  });
  it('adds the e-mail when placing the order', () => {
    expect(buildAddress(form, { withEmail: true }).email).toBe('awa@example.cm');
  });
  it('estimates with the place only', () => {
    expect(estimateAddress(form)).toEqual({ country_id: 'CM', city: 'Douala', street: ['Bonamoussadi'], fax: '7', postcode: '-' });
  });
});

describe('paymentPayload', () => {
  it('sends the payer number and its network only for mobile money', () => {
    expect(paymentPayload({ paymentMethod: 'mesomb_gateway', paymentNumber: '6 50 00 00 00', paymentService: '' })).toEqual({
      method: 'mesomb_gateway',
      additional_data: { payer_number: '650000000', service: 'MTN' },
    });
    expect(paymentPayload({ paymentMethod: 'cashondelivery', paymentNumber: '650000000', paymentService: 'MTN' })).toEqual({ method: 'cashondelivery' });
    expect(paymentPayload({ paymentMethod: 'gt_installment', paymentNumber: '650000000', paymentService: '' })).toEqual({ method: 'gt_installment' });
  });
  it('sends the network the shopper picked over the prefix, and none when neither says', () => {
    expect(paymentPayload({ paymentMethod: 'mesomb_gateway', paymentNumber: '662000111', paymentService: 'ORANGE' }).additional_data).toEqual({ payer_number: '662000111', service: 'ORANGE' });
    expect(paymentPayload({ paymentMethod: 'mesomb_gateway', paymentNumber: '677000111', paymentService: 'ORANGE' }).additional_data?.service).toBe('ORANGE');
    expect(paymentPayload({ paymentMethod: 'mesomb_gateway', paymentNumber: '662000111', paymentService: '' }).additional_data).toEqual({ payer_number: '662000111' });
  });
  it('refuses to build a payment without a method', () => {
    expect(() => paymentPayload({ paymentMethod: '', paymentNumber: '', paymentService: '' })).toThrow(TypeError);
  });
});

describe('orderCustomAttributes', () => {
  it('is JSON text with seller code and the normalised extra numbers', () => {
    expect(JSON.parse(orderCustomAttributes({ sellerCode: ' VND-12 ', telephone2: '+237 699000001', telephoneWhatsapp: '' }))).toEqual({
      seller_code: 'VND-12',
      telephone_2: '699000001',
      telephone_whatsapp: '',
    });
  });

  it('carries the chosen pick-up day only for a pick-up', () => {
    const base = { sellerCode: '', telephone2: '', telephoneWhatsapp: '', pickupDate: '2026-12-01' };
    expect(JSON.parse(orderCustomAttributes({ ...base, takeAtAgency: true })).pickup_date).toBe('2026-12-01');
    expect(JSON.parse(orderCustomAttributes({ ...base, takeAtAgency: false }))).not.toHaveProperty('pickup_date');
  });
});
