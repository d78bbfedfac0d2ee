import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test-support/fixture.ts';
import { answerWords, findOperatorTextProblems, markupWords, scriptWords } from './operator-texts.ts';

const repoRoot = join(import.meta.dirname, '../../..');

describe('operator pages text check', () => {
  it('finds words in markup and literal titles, not in expressions, attributes, paths or styles', () => {
    const source = [
      "const a = `<h1>${both('pageTitle')}</h1><p><span lang=\"en\">${x}</span> · <span>/</span></p>`;",
      'const b = `<button id="refresh" type="button">Refresh</button> <a href="${href}">${label} more</a>`;',
      'const c = `/api/operator/orders/${id}`;',
      'const d = `body{font:15px/1.4 system-ui}`;',
      "const e = pageHtml({ title: 'Store console', lang: 'en', body: `<select>${[1, 2].map((n) => `<option value=\"${n}\">${n}</option>`).join('')}</select>` });",
      "const f = { title: both('pageTitle') };",
    ].join('\n');
    expect(markupWords(source)).toEqual(['Refresh', 'more', 'Store console']);
  });

  it('finds the words of a JSON refusal, not a message taken from the texts', () => {
    const source = [
      "reply.code(401).send({ message: 'Sign in first' });",
      'reply.code(403).send({ message: `Your account lacks the "${role}" role` });',
      "refuse(reply, 404, 'notFound');",
      'reply.send({ message, parameters: { role } });',
      "reply.send({ message: ALL[lang].errors[key], code: 'x' });",
    ].join('\n');
    expect(answerWords(source)).toEqual(['Sign in first', 'Your account lacks the "', '" role']);
  });

  it('finds the words a browser script writes, not its keys, selectors, classes or values', () => {
    const source = [
      "const COLUMNS = ['version', 'released'];",
      "for (const h of COLUMNS) head.append(text('th', h));",
      "const label = (n) => (n ? n + ' visits failed' : both('none'));",
      "function row(kind, extra) { return [text('td', kind), text('td', extra || '')]; }",
      "row('live', b.percent + '% of shoppers');",
      "$('generated').textContent = 'As of ' + at;",
      "td.title = label(3);",
      "cell.append(edit, ' ', (v.commit || 'no commit').slice(0, 10));",
      "const box = element('button', t('remove'), { type: 'button', class: 'danger', 'aria-label': `Remove ${sku}` });",
      "box.className = 'bad'; box.setAttribute('data-state', 'draft'); if (!confirm(t('sure'))) void call('POST', '/operator/api/x?view=' + v);",
      "select.replaceChildren(...STATUSES.map((s) => element('option', t('status_' + s), { value: s })));",
      "const STATUSES = ['pending', 'shipped'];",
      "const money = (n) => new Intl.NumberFormat('fr-FR').format(n) + ' FCFA';",
      "body.append(text('td', money(3)), text('td', v.ok ? 'clean' : '-'));",
    ].join('\n');
    expect(scriptWords(source).toSorted()).toEqual(
      ['version', 'released', 'visits failed', 'live', '% of shoppers', 'As of', 'no commit', 'Remove', 'FCFA', 'clean'].toSorted(),
    );
  });

  it('reports a key missing in one language, an empty text and a page module writing its own words', () => {
    const root = fixture({
      'gateway/src/operator-texts.fr.json': '{"desk":{"a":"A","b":"B"}}',
      'gateway/src/operator-texts.en.json': '{"desk":{"a":" "}}',
      'gateway/src/operator-page.ts': 'export const pageHtml = (body: string) => `<main>${body}</main>`;',
      'gateway/src/desk.ts': "import { pageHtml } from './operator-page.ts';\nexport const HTML = pageHtml(`<h1>Desk</h1>`);\nexport const no = (reply) => reply.code(404).send({ message: 'No such desk' });",
      'gateway/src/desk-client.js': "$('notice').textContent = both('saved') + ' (draft)';",
      // Not built on the kit: not an operator page, not read.
      'gateway/src/other.ts': 'export const HTML = `<h1>Other</h1>`;',
    });
    expect(findOperatorTextProblems(root).map((p) => `${p.file}: ${p.problem}`)).toEqual([
      'gateway/src/operator-texts.en.json: misses "desk.b"',
      'gateway/src/operator-texts.en.json: "desk.a" is empty',
      'gateway/src/desk.ts: writes "Desk" in its markup instead of taking it from the texts',
      'gateway/src/desk.ts: answers "No such desk" instead of taking it from the texts',
      'gateway/src/desk-client.js: writes "(draft)" on the page instead of taking it from the texts',
    ]);
  });

  it('holds for the operator pages of this repository', () => {
    expect(findOperatorTextProblems(repoRoot)).toEqual([]);
  });
});
