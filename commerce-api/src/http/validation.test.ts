import { describe, expect, it } from 'vitest';
import { classifyUsername, isEmail, isPersonName, normalizePhone } from './validation.ts';

describe('normalizePhone', () => {
  it('accepts Cameroon mobiles in the usual spellings', () => {
    for (const input of ['690000001', '+237690000001', '00237690000001', '237690000001', '+237 6 90 00 00 01', '690-00-00-01', '690.00.00.01']) {
      expect(normalizePhone(input)).toBe('690000001');
    }
  });
  it('refuses anything else', () => {
    for (const input of ['', '12345', '590000001', '6900000012', '+33690000001', '69000000a', '237', "6' OR 1=1"]) {
      expect(normalizePhone(input)).toBeNull();
    }
  });
});

describe('usernames, e-mails and names', () => {
  it('classifies e-mail or phone', () => {
    expect(classifyUsername(' Awa@Example.CM ')).toEqual({ kind: 'email', value: 'awa@example.cm' });
    expect(classifyUsername('+237 677 12 34 56')).toEqual({ kind: 'phone', value: '677123456' });
    expect(classifyUsername('awa@')).toBeNull();
    expect(classifyUsername('hello')).toBeNull();
  });
  it('validates e-mails plainly', () => {
    expect(isEmail('a.b+c@mail.example.cm')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('<a>@b.cm')).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@b.cm`)).toBe(false);
  });
  it('accepts real names and refuses markup', () => {
    for (const name of ['Aïcha', "N'Dri", 'Jean-Paul', 'Marie Ngono', 'St. John']) expect(isPersonName(name)).toBe(true);
    for (const name of ['<script>', 'a;b', '1234', '', 'x'.repeat(61)]) expect(isPersonName(name)).toBe(false);
  });
});
