import { normalizeCameroonPhone, validate, type ValidationKey } from '@shop/shared';

/** Sign-in and sign-up work with an e-mail address or a Cameroon mobile number. */
export type IdentifierKind = 'email' | 'phone';

/** The `common` message key for a wrong identifier, or null when it is usable. */
export function identifierError(kind: IdentifierKind, value: string): ValidationKey | null {
  return kind === 'email' ? validate(value, { required: true, email: true }) : validate(value, { required: true, phone: true });
}

/**
 * What the back end expects: a lower-case e-mail, or the 9-digit national number (a shopper may
 * type +237, spaces or dots; the account is keyed on the 9 digits).
 */
export function normalizeIdentifier(kind: IdentifierKind, value: string): string {
  if (kind === 'email') return value.trim().toLowerCase();
  return normalizeCameroonPhone(value) ?? value.trim();
}

/** Seconds left before another code may be asked for, from a deadline in epoch milliseconds. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * The wait a 429 from `/api/auth/code` asks for (`parameters.seconds`), or `fallback` when the
 * answer carries none.
 */
export function retryAfterSeconds(data: unknown, fallback: number): number {
  const seconds = (data as { parameters?: { seconds?: unknown } } | null)?.parameters?.seconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : fallback;
}

/**
 * Whether a 429 from `/api/auth/code` is the resend countdown of a code still valid
 * (`parameters.code_sent`): one the shopper has and may enter. Other 429s sent nothing.
 */
export function codeStillValid(data: unknown): boolean {
  return (data as { parameters?: { code_sent?: unknown } } | null)?.parameters?.code_sent === 1;
}
