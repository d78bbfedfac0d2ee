import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { findTranslationProblems, usedKeys } from './translations.ts';

const repoRoot = join(import.meta.dirname, '../../..');

describe('translation check', () => {
  it('finds literal keys, not dynamic ones or other functions', () => {
    expect(usedKeys("t('a.b'); t(\"c\"); t(`d.${x}`); format('e'); obj.t('f'); <Trans i18nKey=\"g\" />")).toEqual(['a.b', 'c', 'g']);
  });

  it('reports a key missing in one language, an empty text and a key used but absent', () => {
    const root = fixture({
      'shared/src/i18n/fr.json': '{"retry":"Réessayer"}',
      'shared/src/i18n/en.json': '{"retry":"Retry"}',
      'shell/src/i18n/fr.json': '{"a":"A","b":{"c":"C"}}',
      'shell/src/i18n/en.json': '{"a":"","b":{}}',
      'shell/src/i18n/index.ts': "registerTranslations('shell', {});",
      'shell/src/page.tsx': "t('a'); t('b.c'); t('retry'); t('common:retry'); t('missing'); t('common:nope');",
    });
    expect(findTranslationProblems(root).map((p) => `${p.file}: ${p.problem}`)).toEqual([
      'shell/src/i18n/en.json: misses "b.c"',
      'shell/src/i18n/en.json: "a" is empty',
      'shell/src/page.tsx: asks for "missing", which no translation file of its namespace has',
      'shell/src/page.tsx: asks for "common:nope", which no translation file of its namespace has',
    ]);
  });

  it('reports a file in one language only, whichever it is', () => {
    const root = fixture({
      'shared/src/i18n/fr.json': '{"retry":"Réessayer"}',
      'shared/src/i18n/en.json': '{"retry":"Retry"}',
      'shell/src/i18n/fr.json': '{"a":"A"}',
      'shell/src/i18n/en.json': '{"a":"A"}',
      'shell/src/i18n/site.fr.json': '{"b":"B"}',
      'shell/src/i18n/auth.en.json': '{"c":"C"}',
      'shell/src/i18n/index.ts': "registerTranslations('shell', {});",
    });
    expect(findTranslationProblems(root).map((p) => `${p.file}: ${p.problem}`)).toEqual([
      'shell/src/i18n/site.fr.json: has no English twin',
      'shell/src/i18n/auth.en.json: has no French twin',
    ]);
  });

  it('holds for every package of this repository', () => {
    expect(findTranslationProblems(repoRoot)).toEqual([]);
  });
});
