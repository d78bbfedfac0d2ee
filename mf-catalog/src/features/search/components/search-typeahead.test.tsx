import { describe, expect, it } from 'vitest';
import { typeaheadMeta } from './search-typeahead';

describe('typeahead rows', () => {
  it('carry a second line with the brand and the most precise category', () => {
    expect(typeaheadMeta({ brand: 'Apple', categories: ['Téléphones & Tablettes', 'Smartphones', 'Black Friday'] })).toBe('Apple · Smartphones');
    expect(typeaheadMeta({ brand: 'Roch', categories: ['Électroménager'] })).toBe('Roch · Électroménager');
    expect(typeaheadMeta({ brand: '', categories: [] })).toBe('');
    expect(typeaheadMeta({})).toBe('');
  });
});
