const PASSWORD_MIN_LENGTH = 6;
/** The spec has a "too long" message but no figure; 64 keeps passphrases and rejects pasted junk. */
const PASSWORD_MAX_LENGTH = 64;

/**
 * Keys of the `common` namespace that `validate` can return; translate with
 * `t(key, values)` (`validateField` gives the values for min/max messages).
 */
export type ValidationKey =
  | 'field_required'
  | 'invalid_email'
  | 'invalid_phone'
  | 'invalid_code'
  | 'password_min_length'
  | 'password_too_long'
  | 'passwords_must_match'
  | 'accept_terms'
  | 'quantity_min'
  | 'option_required'
  | 'min_characters'
  | 'max_characters';

export interface ValidationRules {
  required?: boolean;
  email?: boolean;
  /** Cameroon mobile number (9 digits starting with 6, +237 allowed). */
  phone?: boolean;
  minLength?: number;
  maxLength?: number;
  /** The value must equal this one (password confirmation). */
  match?: string;
  /** Password length rules (at least 6 characters). */
  password?: boolean;
  /** Checkbox that must be ticked (terms and conditions). */
  accepted?: boolean;
  /** Whole quantity of at least 1. */
  quantity?: boolean;
  /** A choice (colour, size…) must be made; empty means not chosen. */
  option?: boolean;
  /** Verification code: 4 to 8 digits. */
  code?: boolean;
}

export interface ValidationResult {
  key: ValidationKey;
  values?: { count: number };
}

// Deliberately simple: a local part, one @, a dotted domain with a 2+ letter TLD. The server
// does the definitive check; this only catches typos before a round trip on a slow network.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/** @internal (one of `validate`'s rules; packages call `validate`) */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL.test(trimmed);
}

/**
 * The 9-digit national number, or null if `value` is not a Cameroon mobile number.
 * Accepts spaces, dots, dashes and a +237 / 00237 / 237 prefix.
 */
export function normalizeCameroonPhone(value: string): string | null {
  const compact = value.replace(/[\s.\-()]/g, '');
  const match = /^(?:(?:\+|00)?237)?(6\d{8})$/.exec(compact);
  return match?.[1] ?? null;
}

/** @internal (one of `validate`'s rules; packages call `validate`) */
export function isValidCameroonPhone(value: string): boolean {
  return normalizeCameroonPhone(value) !== null;
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** First failing rule with its interpolation values, or null when the value is valid. */
export function validateField(value: unknown, rules: ValidationRules): ValidationResult | null {
  if (rules.accepted && value !== true) return { key: 'accept_terms' };
  if (isEmpty(value)) {
    if (rules.option && rules.required !== false) return { key: 'option_required' };
    return rules.required ? { key: 'field_required' } : null;
  }
  if (rules.quantity) {
    const qty = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isInteger(qty) || qty < 1) return { key: 'quantity_min' };
  }
  const text = typeof value === 'string' ? value : String(value);
  if (rules.email && !isValidEmail(text)) return { key: 'invalid_email' };
  if (rules.phone && !isValidCameroonPhone(text)) return { key: 'invalid_phone' };
  if (rules.code && !/^\d{4,8}$/.test(text.trim())) return { key: 'invalid_code' };
  if (rules.password) {
    if (text.length < PASSWORD_MIN_LENGTH) return { key: 'password_min_length' };
    if (text.length > PASSWORD_MAX_LENGTH) return { key: 'password_too_long', values: { count: PASSWORD_MAX_LENGTH } };
  }
  const length = text.trim().length;
  if (rules.minLength !== undefined && length < rules.minLength) {
    return { key: 'min_characters', values: { count: rules.minLength } };
  }
  if (rules.maxLength !== undefined && length > rules.maxLength) {
    return { key: 'max_characters', values: { count: rules.maxLength } };
  }
  if (rules.match !== undefined && text !== rules.match) return { key: 'passwords_must_match' };
  return null;
}

/** The `common` message key of the first failing rule, or null. */
export function validate(value: unknown, rules: ValidationRules): ValidationKey | null {
  return validateField(value, rules)?.key ?? null;
}
