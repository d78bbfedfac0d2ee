import { describe, expect, it } from 'vitest';
import { toMessage, validateContact, type ContactValues } from './contact-form';

const valid: ContactValues = { subject: 'order', name: 'Paul Essomba', telephone: '+237 677 11 22 33', email: '', orderNumber: '', message: 'Où en est ma commande ?' };

describe('contact form rules', () => {
  it('accepts a complete message and sends the phone as 9 digits, without empty optional fields', () => {
    expect(validateContact(valid)).toEqual({});
    expect(toMessage(valid)).toEqual({ subject: 'order', name: 'Paul Essomba', telephone: '677112233', message: 'Où en est ma commande ?' });
  });

  it('names each wrong field with the spec message key', () => {
    expect(validateContact({ ...valid, name: ' ', telephone: '12345', email: 'paul@', orderNumber: 'CMD-1', message: 'Allô' })).toEqual({
      name: { key: 'field_required' },
      telephone: { key: 'invalid_phone' },
      email: { key: 'invalid_email' },
      orderNumber: { key: 'contact.invalidOrderNumber' },
      message: { key: 'min_characters', values: { count: 10 } },
    });
    expect(validateContact({ ...valid, telephone: '' }).telephone).toEqual({ key: 'field_required' });
  });
});
