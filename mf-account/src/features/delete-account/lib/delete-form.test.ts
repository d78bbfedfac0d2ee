import { describe, expect, it } from 'vitest';
import { deletePayload, validateDelete } from './delete-form';

describe('delete-account form', () => {
  it('needs a reason and the password, and the shopper\'s words when the reason is "other"', () => {
    expect(validateDelete({ reasonCode: '', details: '', password: '' })).toEqual({ reasonCode: 'field_required', password: 'field_required' });
    expect(validateDelete({ reasonCode: 'other', details: ' ', password: 'x' })).toEqual({ details: 'field_required' });
    expect(validateDelete({ reasonCode: 'privacy', details: '', password: 'x' })).toEqual({});
    expect(validateDelete({ reasonCode: 'privacy', details: 'a'.repeat(1001), password: 'x' })).toEqual({ details: 'max_characters' });
  });

  it('sends the code, the words (or the label) and the password', () => {
    expect(deletePayload({ reasonCode: 'privacy', details: '', password: 'pw' }, 'Vie privée')).toEqual({ reason_code: 'privacy', reason: 'Vie privée', password: 'pw' });
    expect(deletePayload({ reasonCode: 'other', details: ' Je pars ', password: 'pw' }, 'Autre')).toEqual({ reason_code: 'other', reason: 'Je pars', password: 'pw' });
  });
});
