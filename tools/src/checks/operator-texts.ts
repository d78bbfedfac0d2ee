import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync, Visitor } from 'oxc-parser';
import { leafKeys } from './translations.ts';

/**
 * The operator pages (console, campaign editor, order and review desks) are served by the gateway
 * beside the storefront, outside the packages' i18next namespaces: their words are the parts of
 * `gateway/src/operator-texts.{fr,en}.json`. This check holds them to the same rule as the rest:
 * both languages carry the same keys with non-empty texts, and a page module's markup holds no
 * word of its own (every text between its tags comes from an expression over those files).
 */
export interface OperatorTextProblem {
  file: string;
  problem: string;
}

const DIR = join('gateway', 'src');
const KIT = './operator-page.ts';
const file = (lang: string) => join(DIR, `operator-texts.${lang}.json`);

/**
 * The words written into HTML template literals of `source`, outside tags and `${…}`: the static
 * parts of a template, read as markup from the first tag on. Templates with no tag (paths, CSS,
 * messages) are not markup and are passed over. A page's `title:` given as a literal counts too.
 */
export function markupWords(source: string, fileName = 'page.ts'): string[] {
  const words: string[] = [];
  const { program } = parseSync(fileName, source);
  new Visitor({
    TemplateLiteral: (node) => {
      const parts = node.quasis.map((q) => q.value.cooked ?? q.value.raw);
      if (!parts.some((part) => /<[a-z!/]/i.test(part))) return;
      let inTag = false;
      let run = '';
      const flush = () => {
        if (/\p{L}/u.test(run)) words.push(run.trim());
        run = '';
      };
      for (const part of parts) {
        for (let i = 0; i < part.length; i += 1) {
          const c = part[i]!;
          if (!inTag && c === '<' && /[a-z!/]/i.test(part[i + 1] ?? '')) {
            flush();
            inTag = true;
          } else if (inTag && c === '>') {
            inTag = false;
          } else if (!inTag) {
            run += c;
          }
        }
        // An expression stands between two parts: what is around it is two texts, not one.
        flush();
      }
    },
    Property: (node) => {
      const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : '';
      if (key === 'title' && node.value.type === 'Literal' && typeof node.value.value === 'string' && /\p{L}/u.test(node.value.value)) words.push(node.value.value);
    },
  }).visit(program);
  return words;
}

/** The gateway's operator page modules: the kit and every module built on it. */
function pageModules(root: string): string[] {
  const dir = join(root, DIR);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .filter((name) => name === KIT.slice(2) || readFileSync(join(dir, name), 'utf8').includes(`from '${KIT}'`))
    .toSorted();
}

export function findOperatorTextProblems(root: string): OperatorTextProblem[] {
  const problems: OperatorTextProblem[] = [];
  for (const lang of ['fr', 'en']) if (!existsSync(join(root, file(lang)))) problems.push({ file: file(lang), problem: 'is missing' });
  if (problems.length) return problems;
  const [fr, en] = ['fr', 'en'].map((lang) => JSON.parse(readFileSync(join(root, file(lang)), 'utf8')) as Record<string, unknown>);
  const frKeys = leafKeys(fr!);
  const enKeys = leafKeys(en!);
  for (const key of frKeys) if (!enKeys.includes(key)) problems.push({ file: file('en'), problem: `misses "${key}"` });
  for (const key of enKeys) if (!frKeys.includes(key)) problems.push({ file: file('fr'), problem: `misses "${key}"` });
  for (const [lang, tree] of [['fr', fr!], ['en', en!]] as const) {
    for (const key of leafKeys(tree)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
      if (typeof value !== 'string' || value.trim() === '') problems.push({ file: file(lang), problem: `"${key}" is empty` });
    }
  }
  for (const name of pageModules(root)) {
    for (const word of markupWords(readFileSync(join(root, DIR, name), 'utf8'), name)) {
      problems.push({ file: join(DIR, name), problem: `writes "${word}" in its markup instead of taking it from the texts` });
    }
  }
  return problems;
}
