import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_EDITOR_HTML, CAMPAIGN_EDITOR_JS } from './campaign-editor-page.ts';

let dom: JSDOM | undefined;
afterEach(() => dom?.window.close());

/** The editor as a browser runs it, in the operator's chosen `language`, with a new campaign's form open. */
async function newCampaignIn(language: 'en' | 'fr', count = 0): Promise<Document> {
  dom = new JSDOM(CAMPAIGN_EDITOR_HTML.replace(/<script src="[^"]+"><\/script>/, ''), { runScripts: 'outside-only', url: 'http://store.test/operator/campaigns' });
  dom.window.localStorage.setItem('operator-language', language);
  const answers: Record<string, unknown> = {
    '/operator/api/campaigns': { items: [] },
    '/operator/api/campaign-choices': { categories: [], brands: [{ name: 'Tecno', count: 1250 }], flags: [] },
    '/operator/api/campaign-count': { count },
  };
  Object.assign(dom.window, {
    fetch: async (url: string) => {
      const path = url.split('?')[0]!;
      return { ok: path in answers, status: path in answers ? 200 : 404, json: async () => answers[path] ?? {} };
    },
    // jsdom lays nothing out: a refused field is scrolled to all the same.
    scrollTo: () => undefined,
  });
  dom.window.Element.prototype.scrollIntoView = () => undefined;
  dom.window.eval(CAMPAIGN_EDITOR_JS);
  const document = dom.window.document;
  await expect.poll(() => document.getElementById('list-section')!.hidden).toBe(false);
  document.getElementById('new-campaign')!.click();
  expect(document.getElementById('editor')!.hidden).toBe(false);
  return document;
}

/** White text on orange: 2.88:1, below WCAG AA's 4.5:1. */
function pickColours(document: Document): string {
  for (const [id, value] of [['f-colour-background', '#ff6900'], ['f-colour-text', '#ffffff']] as const) {
    const input = document.getElementById(id) as HTMLInputElement;
    input.value = value;
    input.dispatchEvent(new dom!.window.Event('input'));
  }
  return document.getElementById('contrast')!.textContent ?? '';
}

/** Chooses a hero image of `bytes` (over the 12 MB the back end takes) and reads the field's refusal. */
function pickHero(document: Document, bytes: number): string {
  const input = document.getElementById('f-hero') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [new dom!.window.File([new Uint8Array(0)], 'hero.jpg', { type: 'image/jpeg' })] });
  Object.defineProperty(input.files![0]!, 'size', { value: bytes });
  input.dispatchEvent(new dom!.window.Event('change'));
  return document.getElementById('f-hero-error')!.textContent ?? '';
}

const BIG = Math.round(15.46 * 1024 * 1024);

describe('campaign editor numbers', () => {
  it('writes the contrast ratio and the file size with a decimal comma in French', async () => {
    const document = await newCampaignIn('fr');
    expect(pickColours(document)).toBe('Contraste texte / fond : 2,88:1 — trop faible : il faut au moins 4,5:1 (le texte #ffffff sur le fond #ff6900).');
    expect(pickHero(document, BIG)).toBe('« Image principale » : fichier de 15,5 Mo ; 12 Mo au plus.');
  });

  it('writes them with a decimal point in English', async () => {
    const document = await newCampaignIn('en');
    expect(pickColours(document)).toBe('Text / background contrast: 2.88:1 — too low: at least 4.5:1 is needed (text #ffffff on background #ff6900).');
    expect(pickHero(document, BIG)).toBe('"Hero image": the file is 15.5 MB; 12 MB at most.');
  });

  it('groups the thousands of the live product count as each language does', async () => {
    const typeMaxPrice = (document: Document) => {
      const input = document.getElementById('f-max-price') as HTMLInputElement;
      input.value = '50000';
      input.dispatchEvent(new dom!.window.Event('input'));
    };
    const fr = await newCampaignIn('fr', 12_345);
    typeMaxPrice(fr);
    await expect.poll(() => fr.getElementById('count')!.textContent).toBe('Cette sélection met 12\u202F345 produit(s) sur la page.');
    expect(fr.getElementById('f-brands')!.textContent).toContain('Tecno (1\u202F250)');
    dom!.window.close();
    const en = await newCampaignIn('en', 12_345);
    typeMaxPrice(en);
    await expect.poll(() => en.getElementById('count')!.textContent).toBe('This selection puts 12,345 product(s) on the page.');
    expect(en.getElementById('f-brands')!.textContent).toContain('Tecno (1,250)');
  });

  it('says a readable ratio in the language of the page, switched after the form opened', async () => {
    const document = await newCampaignIn('en');
    // The form's own colours: white on #0b6e4f.
    expect(document.getElementById('contrast')!.textContent).toMatch(/^Text \/ background contrast: \d\.\d\d:1 — readable \(at least 4\.5:1\)\.$/);
    document.getElementById('language')!.click();
    expect(document.getElementById('contrast')!.textContent).toMatch(/^Contraste texte \/ fond : \d,\d\d:1 — lisible \(au moins 4,5:1\)\.$/);
  });
});
