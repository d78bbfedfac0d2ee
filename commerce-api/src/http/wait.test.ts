import { describe, expect, it } from 'vitest';
import { formatWait } from './wait.ts';

describe('formatWait', () => {
  it('words a wait with the plural of each language', () => {
    expect([1, 2, 45, 59].map((s) => formatWait('fr', s))).toEqual(['1 seconde', '2 secondes', '45 secondes', '59 secondes']);
    expect([1, 2, 45].map((s) => formatWait('en', s))).toEqual(['1 second', '2 seconds', '45 seconds']);
  });

  it('rounds up to minutes and hours, never to zero', () => {
    expect([60, 61, 3599, 3600, 7000].map((s) => formatWait('fr', s))).toEqual(['1 minute', '2 minutes', '60 minutes', '1 heure', '2 heures']);
    expect([0, 0.2, 90].map((s) => formatWait('en', s))).toEqual(['1 second', '1 second', '2 minutes']);
  });
});
