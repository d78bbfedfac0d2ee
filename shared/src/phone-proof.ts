import type { PhoneProof } from './contracts/wire';
import { safeSessionStorage } from './storage';

/**
 * A guest proves a telephone once per tab (issue 24): the proof the server gives for a code is
 * kept in session storage (this tab, gone when it closes; not a cookie, so nothing sends it on
 * the page's behalf) and sent as `X-Phone-Proof` with the tab's state-changing calls.
 */
export const PHONE_PROOF_HEADER = 'X-Phone-Proof';
const KEY = 'phone-proof';

/** The tab's proof while it is live, whatever number it proves. */
export function currentPhoneProof(now = Date.now()): PhoneProof | null {
  const stored = safeSessionStorage.getJSON<PhoneProof>(KEY);
  if (!stored || typeof stored.proof !== 'string' || !(Date.parse(stored.expires_at) > now)) return null;
  return stored;
}

export function keepPhoneProof(proof: PhoneProof): void {
  safeSessionStorage.setJSON(KEY, proof);
}

/**
 * The number a refusal asks to prove (the server's 403 with `phone_proof: 'required'`), or null
 * for any other error.
 */
export function phoneProofRequired(error: { status: number; data: unknown }): string | null {
  if (error.status !== 403 || typeof error.data !== 'object' || error.data === null) return null;
  const parameters = (error.data as { parameters?: Record<string, unknown> }).parameters;
  return parameters?.['phone_proof'] === 'required' && typeof parameters['telephone'] === 'string' ? parameters['telephone'] : null;
}
