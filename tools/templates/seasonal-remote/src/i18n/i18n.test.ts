import { describe, expect, it } from 'vitest';
import en from './en.json';
import fr from './fr.json';

describe('translations', () => {
  it('has the same keys in French and English, none empty', () => {
    expect(Object.keys(en).toSorted()).toEqual(Object.keys(fr).toSorted());
    for (const bundle of [fr, en]) expect(Object.values(bundle).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('is translated, not copied', () => {
    const same = Object.entries(en).filter(([key, text]) => fr[key as keyof typeof fr] === text);
    expect(same).toEqual([]);
  });
});
