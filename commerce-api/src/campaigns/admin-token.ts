import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const TOKEN_FILE = 'campaign-admin.token';
const MIN_LENGTH = 24;

/**
 * The campaign managers' credential. It exists only on the server: `CAMPAIGN_ADMIN_TOKEN`, or
 * else a random token generated once into `campaign-admin.token` beside the database file
 * (owner-only), which the CLI reads on the same machine. An in-memory database with no
 * variable has no credential: administration is then refused.
 */
export function resolveAdminToken(dbFile: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const fromEnv = env['CAMPAIGN_ADMIN_TOKEN'];
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_LENGTH) throw new Error(`CAMPAIGN_ADMIN_TOKEN must be at least ${MIN_LENGTH} characters`);
    return fromEnv;
  }
  if (!dbFile || dbFile === ':memory:') return null;
  const file = join(dirname(dbFile), TOKEN_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_LENGTH) return stored;
  } catch {
    // not generated yet
  }
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of a `Bearer …` header with the credential. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}
