import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const MIN_LENGTH = 24;

/** Where a server-to-server credential comes from: an environment variable, else a file beside the database. */
export interface ServerTokenSource {
  variable: string;
  file: string;
}

/**
 * A credential that exists only on servers: the variable, or else a random token generated once
 * into the file beside the SQLite database (owner-only), which every process on that file (two
 * back ends, a gateway running the back end in-process, the CLI) reads alike. An in-memory
 * database, or PostgreSQL, with no variable has no credential: what it guards is then refused.
 */
export function resolveServerToken(dbFile: string, source: ServerTokenSource, env: NodeJS.ProcessEnv = process.env): string | null {
  const fromEnv = env[source.variable];
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_LENGTH) throw new Error(`${source.variable} must be at least ${MIN_LENGTH} characters`);
    return fromEnv;
  }
  if (!dbFile || dbFile === ':memory:') return null;
  const file = join(dirname(dbFile), source.file);
  const stored = readToken(file);
  if (stored !== null) return stored;
  const token = randomBytes(32).toString('base64url');
  try {
    // Created only if absent: of two processes starting on one file, the second reads the first's.
    writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readToken(file);
    if (theirs !== null) return theirs;
    // A file too short to be a credential (edited by hand): replaced, as a missing one would be.
    writeFileSync(file, `${token}\n`, { mode: 0o600 });
  }
  return token;
}

function readToken(file: string): string | null {
  try {
    const stored = readFileSync(file, 'utf8').trim();
    return stored.length >= MIN_LENGTH ? stored : null;
  } catch {
    return null;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of a `Bearer …` header with the credential. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}
