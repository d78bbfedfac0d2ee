import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from './answer.ts';

describe('normalizeAnswer', () => {
  it('ignores accents, case, spaces and punctuation', () => {
    expect(normalizeAnswer(' Ngaoundéré ')).toBe('ngaoundere');
    expect(normalizeAnswer('155 000 FCFA')).toBe('155000fcfa');
    expect(normalizeAnswer('155\u202f000')).toBe('155000');
    expect(normalizeAnswer("Électroménager & maison")).toBe('electromenagermaison');
  });
});
