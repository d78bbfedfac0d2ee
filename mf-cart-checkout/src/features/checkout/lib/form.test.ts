import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_FORM_KEY, EMPTY_FORM, loadForm, paymentNetwork, resetForm, saveForm, validateCheckout, type CheckoutForm } from './form';

const filled = (patch: Partial<CheckoutForm> = {}): CheckoutForm => ({
  ...EMPTY_FORM,
  firstname: 'Awa',
  lastname: 'Mbarga',
  telephone: '677 12 34 56',
  email: 'awa@example.cm',
  town: 'Douala',
  quarter: 'Akwa',
  quarter_id: '12',
  deliveryMethod: { carrier_code: 'gtdelivery', method_code: 'home' },
  paymentMethod: 'cashondelivery',
  ...patch,
});

describe('validateCheckout', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(filled())).toEqual({});
  });

  it('asks for every required field with the spec message key', () => {
    const errors = validateCheckout(EMPTY_FORM);
    for (const field of ['firstname', 'lastname', 'telephone', 'town', 'quarter', 'deliveryMethod', 'paymentMethod'] as const) {
      expect({ field, key: errors[field]?.key }).toEqual({ field, key: 'field_required' });
    }
    // A shopper who gives a telephone is not made to give an e-mail.
    expect(errors.email).toBeUndefined();
    expect(validateCheckout(filled({ email: '' }))).toEqual({});
    expect(errors.telephone2).toBeUndefined();
    expect(errors.telephoneWhatsapp).toBeUndefined();
    expect(errors.paymentNumber).toBeUndefined();
  });

  it('rejects numbers that are not Cameroon mobiles and bad e-mails', () => {
    const errors = validateCheckout(filled({ telephone: '22 33 44 55', telephone2: '12345', telephoneWhatsapp: '+237 699 00 00 01', email: 'awa@' }));
    expect(errors.telephone?.key).toBe('invalid_phone');
    expect(errors.telephone2?.key).toBe('invalid_phone');
    expect(errors.telephoneWhatsapp).toBeUndefined();
    expect(errors.email?.key).toBe('invalid_email');
  });

  it('needs a valid payer number only for mobile money', () => {
    expect(validateCheckout(filled({ paymentMethod: 'mesomb_gateway' })).paymentNumber?.key).toBe('field_required');
    expect(validateCheckout(filled({ paymentMethod: 'mesomb_gateway', paymentNumber: '59000000' })).paymentNumber?.key).toBe('invalid_phone');
    expect(validateCheckout(filled({ paymentMethod: 'mesomb_gateway', paymentNumber: '650000000' })).paymentNumber).toBeUndefined();
    expect(validateCheckout(filled({ paymentMethod: 'gt_installment', paymentNumber: 'x' })).paymentNumber).toBeUndefined();
  });

  it('asks for the network only when the payer number does not tell it', () => {
    expect(validateCheckout(filled({ paymentMethod: 'mesomb_gateway', paymentNumber: '662000111' })).paymentService?.key).toBe('option_required');
    expect(validateCheckout(filled({ paymentMethod: 'mesomb_gateway', paymentNumber: '662000111', paymentService: 'ORANGE' }))).toEqual({});
    expect(validateCheckout(filled({ paymentMethod: 'mesomb_gateway', paymentNumber: '699000111' }))).toEqual({});
    // A wrong number is the error to fix first, not its network.
    expect(validateCheckout(filled({ paymentMethod: 'mesomb_gateway', paymentNumber: '12' })).paymentService).toBeUndefined();
    expect(validateCheckout(filled({ paymentMethod: 'cashondelivery', paymentNumber: '662000111' })).paymentService).toBeUndefined();
  });
});

describe('paymentNetwork', () => {
  it("preselects the network from the number's prefix, however written", () => {
    expect(paymentNetwork({ paymentNumber: '+237 677 12 34 56', paymentService: '' })).toBe('MTN');
    expect(paymentNetwork({ paymentNumber: '655 00 00 00', paymentService: '' })).toBe('ORANGE');
    expect(paymentNetwork({ paymentNumber: '640123456', paymentService: '' })).toBe('ORANGE');
    expect(paymentNetwork({ paymentNumber: '683123456', paymentService: '' })).toBe('MTN');
  });
  it("keeps the shopper's pick, a ported number's network, over the prefix", () => {
    expect(paymentNetwork({ paymentNumber: '677123456', paymentService: 'ORANGE' })).toBe('ORANGE');
    expect(paymentNetwork({ paymentNumber: '662000111', paymentService: 'MTN' })).toBe('MTN');
  });
  it('knows none for another network or what is not yet a number', () => {
    expect(paymentNetwork({ paymentNumber: '662000111', paymentService: '' })).toBeNull();
    expect(paymentNetwork({ paymentNumber: '6770', paymentService: '' })).toBeNull();
  });
});

describe('form persistence', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what was typed across a reload and forgets it on reset', () => {
    saveForm(filled({ comment: 'Appeler avant' }));
    expect(loadForm()).toEqual(filled({ comment: 'Appeler avant' }));
    resetForm();
    expect(loadForm()).toBeNull();
  });

  it('ignores corrupt or foreign values field by field', () => {
    sessionStorage.setItem(CHECKOUT_FORM_KEY, JSON.stringify({ firstname: 'Awa', lastname: 42, paymentMethod: 'bitcoin', paymentService: 'NEXTTEL', deliveryMethod: { carrier_code: 1 } }));
    expect(loadForm()).toEqual({ ...EMPTY_FORM, firstname: 'Awa' });
    sessionStorage.setItem(CHECKOUT_FORM_KEY, '{not json');
    expect(loadForm()).toBeNull();
  });
});
