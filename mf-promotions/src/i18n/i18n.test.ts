import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS, GROUPS, RELATED, STORE_LINKS } from '../features/help-centre/lib/help-structure';
import { parseFaq, parseTopic } from '../features/help-centre/lib/topic-content';
import { TOPIC_SLUGS } from '../features/help-centre/lib/topic-slugs';
import en from './en.json';
import fr from './fr.json';

type Tree = { [key: string]: unknown };

/** Every leaf as `a.b.c`, with its value. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const bundles = { fr, en } as const;

/** Placeholders and the shop's name read the same in both languages: only the words between count. */
const words = (v: unknown) => String(v).replace(/\{\{\w+\}\}|Boutique|[|\s]/g, '');

describe('promotions translations', () => {
  it.each(Object.entries(bundles))('%s: every leaf is a non-empty string, no placeholder text', (_lng, bundle) => {
    const bad = [...leaves(bundle)].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '' || /lorem ipsum|coming soon|bientôt disponible|TODO/i.test(value),
    );
    expect(bad).toEqual([]);
  });

  it('the English text is not a copy of the French one', () => {
    const frLeaves = leaves(fr);
    const same = [...leaves(en)].filter(([k, v]) => frLeaves.get(k) === v && words(v).length > 12);
    expect(same).toEqual([]);
  });

  describe.each(Object.entries(bundles))('%s', (_lng, bundle) => {
    it.each(TOPIC_SLUGS)('topic %s has a title and a non-empty body', (slug) => {
      const topic = parseTopic(bundle.help.topics[slug], slug);
      expect(topic.title.length).toBeGreaterThan(3);
      const bodyText = [
        ...topic.sections.flatMap((s) => [...s.paragraphs, ...s.steps, ...s.items]),
        ...topic.articles.flatMap((a) => a.paragraphs),
      ].join(' ');
      expect(bodyText.length).toBeGreaterThan(200);
    });

    it('the blog lists several real articles', () => {
      expect(parseTopic(bundle.help.topics.blog).articles.length).toBeGreaterThanOrEqual(3);
    });

    it('has the account FAQ, every group, and a label for every linked store page', () => {
      expect(parseFaq(bundle.help.overview.accountFaq).length).toBeGreaterThan(0);
      for (const group of GROUPS) expect(bundle.help.overview.groups[group.id].title).toBeTruthy();
      const linked = new Set([...ACCOUNT_LINKS, ...Object.values(RELATED).flat()]);
      expect([...linked].filter((key) => !bundle.help.links[key])).toEqual([]);
      expect(Object.keys(bundle.help.links).toSorted()).toEqual(Object.keys(STORE_LINKS).toSorted());
    });
  });

  it('states the spec figures for payment, delivery and pick-up in both languages', () => {
    for (const bundle of [fr, en]) {
      const text = JSON.stringify(bundle.help.topics).replace(/[\u202f\u00a0,]/g, ' ');
      const facts = ['12', '25', '75', '53', '500', '1 000', '48', '08:00', '18:00', '30 minutes', 'MTN', 'Orange Money'];
      const names = ['Itel', 'Infinix', 'Samsung', 'Tecno', 'Douala', 'Yaoundé', 'Ngaoundéré'];
      expect([...facts, ...names].filter((fact) => !text.includes(fact))).toEqual([]);
    }
  });
});

describe('help structure', () => {
  it('puts every topic but the blog in exactly one overview group', () => {
    const grouped = GROUPS.flatMap((g) => g.topics);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped.toSorted()).toEqual(TOPIC_SLUGS.filter((s) => s !== 'blog').toSorted());
  });
});
