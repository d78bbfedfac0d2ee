import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATOR_CONSOLE_HTML, OPERATOR_CONSOLE_JS } from './operator-console.ts';

/** A release as `pnpm release` records it. */
const release = (dirty: boolean, forced = false) => ({ commit: dirty ? null : '0123456789abcdef', author: 'awa', dirty, forced });

/** What `/operator/api/status` answers: every kind of row, error figure and window the console draws. */
const STATUS = {
  generatedAt: '2026-11-28T09:00:00.000Z',
  bundles: [
    {
      name: 'mf-promotions',
      live: { version: '2.0.0', publishedAt: '2026-11-27', release: release(false), shared: { version: '1.4.0' }, contract: '3', errors: { count: 2, visits: 8, failed: 2, kinds: { render: 2 }, last: 'render boom' } },
      canary: { version: '2.1.0', publishedAt: '2026-11-28', release: release(true, true), errors: { count: 0, visits: 4, failed: 0, kinds: {}, last: '' }, percent: 10, startedAt: '2026-11-28T08:00:00.000Z' },
      previous: [{ version: '1.9.0', publishedAt: '2026-11-20', release: release(true), errors: null }],
      stored: [{ version: '1.0.0', publishedAt: '2026-11-01', errors: null }],
      windows: [
        { remote: 'mf-promotions', target: '*', source: 'remote', until: '2026-12-01', state: 'live', hides: [] },
        { remote: 'mf-promotions', target: '/promo', source: 'override', from: '2026-11-01', until: '2026-11-02', state: 'ended', hides: [], note: 'ended: no longer overrides, the route table decides' },
        { remote: 'mf-promotions', target: '/black-friday', source: 'route table', from: '2026-12-01', state: 'scheduled', hides: ['/black-friday'] },
      ],
    },
  ],
};

/** Numbers as French writes them, with this runtime's ICU spaces. */
const frNumber = (value: number) => new Intl.NumberFormat('fr-FR').format(value);
const frPercent = (value: number) => new Intl.NumberFormat('fr-FR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

let dom: JSDOM | undefined;
afterEach(() => dom?.window.close());

/** The addresses the console called, with their query. */
let called: string[] = [];

/** The console as a browser runs it, signed in with the releases role, against `STATUS`; `language` is the operator's stored choice. */
async function consoleShowing(language?: 'en' | 'fr'): Promise<Document> {
  dom = new JSDOM(OPERATOR_CONSOLE_HTML.replace(/<script src="[^"]+"><\/script>/, ''), { runScripts: 'outside-only', url: 'http://store.test/operator' });
  if (language) dom.window.localStorage.setItem('operator-language', language);
  const answers: Record<string, unknown> = { '/operator/api/me': { login: 'awa', roles: ['releases'] }, '/operator/api/status': STATUS };
  called = [];
  Object.assign(dom.window, {
    fetch: async (url: string) => {
      called.push(url);
      const path = url.split('?')[0]!;
      return { ok: path in answers, status: path in answers ? 200 : 404, json: async () => answers[path] ?? {} };
    },
  });
  dom.window.eval(OPERATOR_CONSOLE_JS);
  const document = dom.window.document;
  await expect.poll(() => document.querySelectorAll('section[data-bundle] tr').length).toBe(5);
  return document;
}

const cells = (row: Element | null | undefined) => [...(row?.querySelectorAll('td, th') ?? [])].map((cell) => cell.textContent);

describe('operator console in the browser', () => {
  it('writes the version tables in both languages, English first, from the texts', async () => {
    const document = await consoleShowing();
    expect(document.getElementById('generated')!.textContent).toBe('As of 2026-11-28T09:00:00.000Z · État au 2026-11-28T09:00:00.000Z');
    const [head, live, canary, previous, stored] = document.querySelectorAll('section[data-bundle="mf-promotions"] tr');
    // A word both languages share is said once.
    expect(cells(head).slice(0, 4)).toEqual(['', 'version', 'released · publiée', 'commit']);
    expect(cells(live)).toEqual([
      'live · en ligne', '2.0.0', '2026-11-27', '0123456789', 'awa', 'clean · propre', '@shop/shared 1.4.0 · contract 3 · contrat 3',
      `2 of 8 visits failed (25.0%); reports: render 2 · 2 visites en échec sur 8 (${frPercent(0.25)}) ; rapports : render 2`, '',
    ]);
    expect(cells(canary)).toEqual([
      'canary · canari', '2.1.0', '2026-11-28', 'no commit · sans commit', 'awa', 'dirty (forced) · modifié (forcé)', '-',
      `0 of 4 visits failed (0.0%) · 0 visites en échec sur 4 (${frPercent(0)})`, '10% of shoppers since 2026-11-28T08:00:00.000Z · 10 % des clients depuis 2026-11-28T08:00:00.000Z',
    ]);
    expect(cells(previous)!.slice(0, 1).concat(cells(previous)!.slice(5, 8))).toEqual(['previous · précédente', 'dirty · modifié', '-', 'no visits reported · aucune visite signalée']);
    expect(cells(stored)!.slice(0, 6)).toEqual(['stored · stockée', '1.0.0', '2026-11-01', '-', '-', '-']);
    expect(document.querySelector('section[data-bundle] h3')!.textContent).toBe('Windows · Fenêtres');
    expect([...document.querySelectorAll('section[data-bundle] li')].map((li) => li.textContent)).toEqual([
      'whole remote · remote entier · remote window · fenêtre du remote · … – 2026-12-01 · live · active · hides nothing · ne masque rien',
      '/promo · route override · dérogation de route · 2026-11-01 – 2026-11-02 · ended · terminée · hides nothing · ne masque rien · ended: no longer overrides, the route table decides · terminée : ne déroge plus, la table des routes décide',
      '/black-friday · route table · table des routes · 2026-12-01 – … · scheduled · programmée · hides /black-friday · masque /black-friday',
    ]);
  });

  it("writes each language's figures its own way: '25,0 %' in French, thousands apart", async () => {
    const big = { count: 0, visits: 12_000, failed: 3_000, kinds: {}, last: '' };
    const bundle = STATUS.bundles[0]!;
    const saved = bundle.live.errors;
    Object.assign(bundle.live, { errors: big });
    try {
      const document = await consoleShowing();
      const live = document.querySelectorAll('section[data-bundle="mf-promotions"] tr')[1];
      expect(cells(live)[7]).toBe(`3,000 of 12,000 visits failed (25.0%) · ${frNumber(3000)} visites en échec sur ${frNumber(12_000)} (${frPercent(0.25)})`);
      // French spaces (the kind depends on the ICU data) and a decimal comma.
      expect(frPercent(0.25)).toMatch(/^25,0\s%$/u);
      expect(frNumber(12_000)).toMatch(/^12\s000$/u);
    } finally {
      Object.assign(bundle.live, { errors: saved });
    }
  });

  it("carries the operator's language on its calls, so refusals come worded in it", async () => {
    await consoleShowing('en');
    expect(called).toContain('/operator/api/status?locale=en');
    dom?.window.close();
    await consoleShowing('fr');
    expect(called).toContain('/operator/api/me?locale=fr');
  });

  it('says in both languages that a store has no operator accounts, not the gateway\'s English words', async () => {
    dom = new JSDOM(OPERATOR_CONSOLE_HTML.replace(/<script src="[^"]+"><\/script>/, ''), { runScripts: 'outside-only', url: 'http://store.test/operator' });
    const unavailable = { ok: false, status: 503, json: async () => ({ message: 'Operator accounts are not configured on this server' }) };
    Object.assign(dom.window, {
      fetch: async (url: string) => (url.startsWith('/operator/login?') ? unavailable : { ok: false, status: 401, json: async () => ({}) }),
    });
    dom.window.eval(OPERATOR_CONSOLE_JS);
    const document = dom.window.document;
    (document.getElementById('login') as HTMLFormElement).dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
    await expect
      .poll(() => document.getElementById('login-error')!.textContent)
      .toBe('Operator accounts are not configured on this server. · Les comptes des opérateurs ne sont pas configurés sur ce serveur.');
  });
});
