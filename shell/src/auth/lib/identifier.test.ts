import { describe, expect, it } from 'vitest';
import { codeStillValid, identifierError, normalizeIdentifier, retryAfterSeconds, secondsLeft } from './identifier';

describe('identifier', () => {
  it('checks e-mail and Cameroon mobile numbers with the spec messages', () => {
    expect(identifierError('email', '')).toBe('field_required');
    expect(identifierError('email', 'awa@example')).toBe('invalid_email');
    expect(identifierError('email', 'awa@example.cm')).toBeNull();
    expect(identifierError('phone', ' ')).toBe('field_required');
    expect(identifierError('phone', '612345')).toBe('invalid_phone');
    expect(identifierError('phone', '712345678')).toBe('invalid_phone');
    expect(identifierError('phone', '6 90 00 00 01')).toBeNull();
    expect(identifierError('phone', '+237690000001')).toBeNull();
  });

  it('normalises to what the back end keys accounts on', () => {
    expect(normalizeIdentifier('email', ' Awa@Example.CM ')).toBe('awa@example.cm');
    expect(normalizeIdentifier('phone', '+237 6 90 00 00 01')).toBe('690000001');
    expect(normalizeIdentifier('phone', '00237690000001')).toBe('690000001');
  });

  it('counts the resend wait down in whole seconds, never below zero', () => {
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(61_000, 1_500)).toBe(60);
    expect(secondsLeft(61_000, 60_001)).toBe(1);
    expect(secondsLeft(61_000, 61_000)).toBe(0);
    expect(secondsLeft(61_000, 99_000)).toBe(0);
  });

  it('reads the wait of a 429 answer', () => {
    expect(retryAfterSeconds({ message: 'x', parameters: { seconds: 42 } }, 60)).toBe(42);
    expect(retryAfterSeconds({ message: 'x' }, 60)).toBe(60);
    expect(retryAfterSeconds(null, 60)).toBe(60);
    expect(retryAfterSeconds({ parameters: { seconds: '9' } }, 60)).toBe(60);
  });

  it('tells the resend countdown of a code still valid from a refusal that sent nothing', () => {
    expect(codeStillValid({ message: 'x', parameters: { seconds: 12, code_sent: 1, wait: '12 secondes' } })).toBe(true);
    expect(codeStillValid({ message: 'x', parameters: { seconds: 12, wait: '12 secondes' } })).toBe(false);
    expect(codeStillValid(null)).toBe(false);
  });
});
