/**
 * Cameroon mobile numbers: 9 digits starting with 6, optionally written with +237 / 00237 / 237
 * and spaces, dots or dashes. Returns the 9 digits, or null when it is not such a number.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s.\-()]/g, '');
  const national = compact.replace(/^(\+237|00237|237(?=\d{9}$))/, '');
  return /^6\d{8}$/.test(national) ? national : null;
}

// Deliberately plain: one @, no spaces, a dot in the domain. Anything stricter rejects real addresses.
const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;
export const EMAIL_MAX = 254;

export function isEmail(input: string): boolean {
  return input.length <= EMAIL_MAX && EMAIL.test(input);
}

/** Login accepts an e-mail or a phone; this says which, already normalised. */
export function classifyUsername(input: string): { kind: 'email'; value: string } | { kind: 'phone'; value: string } | null {
  const trimmed = input.trim();
  if (trimmed.includes('@')) return isEmail(trimmed) ? { kind: 'email', value: trimmed.toLowerCase() } : null;
  const phone = normalizePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}

/** Names: letters, spaces, apostrophes, dots and dashes; no markup. */
export function isPersonName(input: string): boolean {
  return /^[\p{L}\p{M}][\p{L}\p{M}' .-]{0,59}$/u.test(input.trim());
}
