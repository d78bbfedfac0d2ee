import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Page-load tokens for shoppers' error reports (decision 029): each `/remotes.json` answer — one
 * per page load of the shell, never cached — carries one, and a report or visit batch counts only
 * with a token some gateway of this store issued, less than `lifetimeMs` ago. The key is derived
 * from the credential every gateway holds, so any of them checks what another issued.
 */
export interface ReportTokens {
  issue(): string;
  /** The token's id (the page load's, for its limits), or null when it is missing, forged or expired. */
  verify(token: unknown): string | null;
}

export const REPORT_TOKEN_LIFETIME_MS = 6 * 3_600_000;
/** Another gateway's clock may run a little ahead. */
const SKEW_MS = 60_000;
const FORMAT = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function reportTokens(credential: string, { now = Date.now, lifetimeMs = REPORT_TOKEN_LIFETIME_MS }: { now?: () => number; lifetimeMs?: number } = {}): ReportTokens {
  // Its own key, not the credential itself: a token's MAC says nothing usable against the back end.
  const key = createHmac('sha256', credential).update('shopper report token v1').digest();
  const mac = (issued: string, id: string) => createHmac('sha256', key).update(`${issued}.${id}`).digest();
  return {
    issue() {
      const issued = now().toString(36);
      const id = randomBytes(16).toString('base64url');
      return `${issued}.${id}.${mac(issued, id).toString('base64url')}`;
    },
    verify(token) {
      const parts = typeof token === 'string' ? FORMAT.exec(token) : null;
      if (!parts) return null;
      const [, issued, id, given] = parts as unknown as [string, string, string, string];
      if (!timingSafeEqual(Buffer.from(given, 'base64url'), mac(issued, id))) return null;
      const age = now() - parseInt(issued, 36);
      return age >= -SKEW_MS && age <= lifetimeMs ? id : null;
    },
  };
}
