import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bearerMatches, resolveServerToken } from './server-token.ts';

const source = { variable: 'TEST_SERVER_TOKEN', file: 'test.token' };
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('server-held credentials', () => {
  it('come from the environment, else from one file beside the database that every process reads alike', () => {
    dir = mkdtempSync(join(tmpdir(), 'server-token-'));
    const db = join(dir, 'shop.sqlite');
    expect(resolveServerToken(db, source, { TEST_SERVER_TOKEN: 'x'.repeat(24) })).toBe('x'.repeat(24));
    expect(() => resolveServerToken(db, source, { TEST_SERVER_TOKEN: 'short' })).toThrow(/at least 24/);
    const made = resolveServerToken(db, source, {});
    expect(made).toMatch(/^[\w-]{43}$/);
    expect(statSync(join(dir, 'test.token')).mode & 0o777).toBe(0o600);
    expect(resolveServerToken(db, source, {})).toBe(made);
    // A file too short to be a credential is replaced.
    writeFileSync(join(dir, 'test.token'), 'abc\n');
    const replaced = resolveServerToken(db, source, {});
    expect(replaced).not.toBe(made);
    expect(readFileSync(join(dir, 'test.token'), 'utf8').trim()).toBe(replaced);
    expect(resolveServerToken(':memory:', source, {})).toBeNull();
    expect(resolveServerToken('', source, {})).toBeNull();
  });

  it('are compared whole, as a bearer header', () => {
    dir = mkdtempSync(join(tmpdir(), 'server-token-'));
    expect(bearerMatches('Bearer secret-credential', 'secret-credential')).toBe(true);
    expect(bearerMatches('Bearer secret-credentia', 'secret-credential')).toBe(false);
    expect(bearerMatches('secret-credential', 'secret-credential')).toBe(false);
    expect(bearerMatches(undefined, 'secret-credential')).toBe(false);
  });
});
