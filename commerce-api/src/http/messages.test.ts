import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from './locale.ts';
import { messageDefinitions, messageFor } from './messages.ts';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Message keys written as literals where an answer is refused: `new ApiError(400, 'key')`,
 * `badRequest('key')` and the other helpers, `errorBody(request, 'key')`. A key nobody defined
 * reaches the shopper as the bare key, in no language.
 */
const KEY_USES = [
  /new ApiError\(\s*\d+\s*,\s*'([a-z0-9_]+)'/g,
  /\b(?:badRequest|notFound|unauthorized|forbidden|conflict|missing)\(\s*'([a-z0-9_]+)'/g,
  /\berrorBody\(\s*\w+\s*,\s*'([a-z0-9_]+)'/g,
];

describe('every server message exists in French and English (issue 30, rule 1)', () => {
  // Loading the app loads every module, and with them every message table they define.
  beforeAll(async () => {
    await import('../app.ts');
  });

  it('defines each key with a text in each language, and once', () => {
    const definitions = messageDefinitions();
    expect(definitions.length).toBeGreaterThan(100);
    const missing = definitions.flatMap(({ key, texts }) =>
      LOCALES.filter((locale) => typeof texts[locale] !== 'string' || !texts[locale].trim()).map((locale) => `${key} (${locale})`),
    );
    expect(missing).toEqual([]);
    // Two modules defining one key: the later silently replaces the other's wording.
    const seen = new Map<string, string>();
    const twice = definitions.flatMap(({ key, texts }) => {
      const wording = JSON.stringify(texts);
      const before = seen.get(key);
      seen.set(key, wording);
      return before !== undefined && before !== wording ? [key] : [];
    });
    expect(twice).toEqual([]);
  });

  it('answers no refusal with a key that is not defined', () => {
    const defined = new Set(messageDefinitions().map((d) => d.key));
    const undefinedUses = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return KEY_USES.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]!)).filter((key) => !defined.has(key)).map((key) => `${relative(SRC, file)}: ${key}`);
    });
    expect(undefinedUses).toEqual([]);
    // The scan finds the uses it is meant to (a pattern that matched nothing would pass anything).
    expect(sourceFiles(SRC).some((file) => /badRequest\(\s*'invalid_field'/.test(readFileSync(file, 'utf8')))).toBe(true);
  });

  it('words each message differently per language where it has words to translate', () => {
    // The same text in both languages is a French message copied into the English column (or
    // the reverse): what an English page showed. Codes and names alone may read the same.
    const sameInBoth = new Set(['payment_mesomb']); // "Mobile Money (MTN, Orange)": product and brand names
    const untranslated = messageDefinitions()
      .filter(({ key, texts }) => !sameInBoth.has(key) && texts.fr === texts.en && /[a-zàâçéèêëîïôûù]{4,}/i.test(texts.fr.replace(/%\w+/g, '')))
      .map(({ key }) => key);
    expect(untranslated).toEqual([]);
    expect(messageFor('en', 'invalid_code')).not.toBe(messageFor('fr', 'invalid_code'));
  });
});
