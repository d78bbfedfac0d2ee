import { describe, expect, it } from 'vitest';
import { pathInLanguage, preferredLanguage } from './language';

const customerWith = (value: string) => ({ id: 1, email: 'a@b.cm', firstname: 'A', lastname: 'B', custom_attributes: [{ attribute_code: 'preferred_language', value }] });

describe('language', () => {
  it('reads the saved choice, fr or en only', () => {
    expect(preferredLanguage(customerWith('en'))).toBe('en');
    expect(preferredLanguage(customerWith('de'))).toBeNull();
    expect(preferredLanguage({ id: 1, email: 'a@b.cm', firstname: 'A', lastname: 'B' })).toBeNull();
  });

  it('moves the page under the chosen prefix', () => {
    expect(pathInLanguage('/customer/language', 'en')).toBe('/en/customer/language');
    expect(pathInLanguage('/en/customer/language', 'fr')).toBe('/fr/customer/language');
    expect(pathInLanguage('/en', 'fr')).toBe('/fr');
  });
});
