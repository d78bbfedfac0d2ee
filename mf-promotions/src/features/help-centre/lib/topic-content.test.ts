import { describe, expect, it } from 'vitest';
import { HelpContentError, parseFaq, parseTopic } from './topic-content';

const base = { title: 'T', summary: 'S', intro: 'I' };

describe('parseTopic', () => {
  it('keeps the file order of sections, steps and FAQ entries', () => {
    const topic = parseTopic({
      ...base,
      sections: {
        b: { heading: 'B', steps: { z: 'first', a: 'second' }, note: 'n' },
        a: { heading: 'A', body: { p: 'para' }, items: { x: 'item' } },
      },
      faq: { q2: { q: 'Q2', a: 'A2' }, q1: { q: 'Q1', a: 'A1' } },
    });
    expect(topic.sections.map((s) => s.id)).toEqual(['b', 'a']);
    expect(topic.sections[0]).toMatchObject({ steps: ['first', 'second'], paragraphs: [], items: [], note: 'n' });
    expect(topic.sections[1]).toMatchObject({ paragraphs: ['para'], items: ['item'], note: null });
    expect(topic.faq.map((f) => f.question)).toEqual(['Q2', 'Q1']);
  });

  it('reads blog articles', () => {
    const topic = parseTopic({ ...base, articles: { x: { title: 'X', tag: 'Tag', body: { a: 'one', b: 'two' } } } });
    expect(topic.articles).toEqual([{ id: 'x', title: 'X', tag: 'Tag', paragraphs: ['one', 'two'] }]);
  });

  it.each([
    ['a missing key (i18next returns the key itself)', 'help.topics.nope'],
    ['no body at all', { ...base }],
    ['an empty title', { ...base, title: ' ', sections: { a: { heading: 'A', body: { p: 'x' } } } }],
    ['a section without text', { ...base, sections: { a: { heading: 'A' } } }],
    ['a section without heading', { ...base, sections: { a: { body: { p: 'x' } } } }],
    ['an array instead of named keys', { ...base, sections: { a: { heading: 'A', steps: ['x'] } } }],
    ['an empty paragraph', { ...base, sections: { a: { heading: 'A', body: { p: '' } } } }],
    ['an article without text', { ...base, articles: { a: { title: 'A', tag: 'T', body: {} } } }],
  ])('rejects %s', (_what, raw) => {
    expect(() => parseTopic(raw)).toThrow(HelpContentError);
  });

  it('rejects a FAQ entry without answer', () => {
    expect(() => parseFaq({ a: { q: 'Q' } })).toThrow(HelpContentError);
  });
});
