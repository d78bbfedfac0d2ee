import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIRST_PICTURE_WAIT_MS, pageHtml, scriptsAfterFirstPicture } from './page-html.ts';

const INDEX = `<!doctype html><html lang="fr"><head><title>Boutique</title><script defer src="/static/js/9.a1.js"></script><script defer src="/static/js/index.b2.js"></script></head><body><div id="root"></div></body></html>`;

/** Runs the page's loader against a stand-in document; `picture` is the first picture or none. */
function runLoader(html: string, picture: { complete: boolean } | null) {
  const loader = /<script>(\(function \(\) \{[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader in the page');
  const appended: { src: string; async: boolean }[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const element = picture && { ...picture, addEventListener: (type: string, run: () => void) => listeners.set(type, run) };
  runInNewContext(loader, {
    document: {
      querySelector: (selector: string) => (selector === '#root img[fetchpriority="high"]' ? element : null),
      createElement: () => ({ src: '', async: true }),
      body: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
  });
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  const paintFrame = () => frames.splice(0).forEach((run) => run());
  return { appended, listeners, paintFrame, advance };
}

describe('scriptsAfterFirstPicture', () => {
  it('takes the shell scripts out of the head, preloads them at low priority, and starts them from the end of the body', () => {
    const html = scriptsAfterFirstPicture(INDEX);
    expect(html).not.toContain('<script defer');
    expect(html.indexOf('<link rel="preload" as="script" href="/static/js/9.a1.js" fetchpriority="low" />')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<link rel="preload" as="script" href="/static/js/index.b2.js" fetchpriority="low" />');
    expect(html.indexOf('var sources = ["/static/js/9.a1.js","/static/js/index.b2.js"]')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('a page whose shell has no deferred scripts is left as it is', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(scriptsAfterFirstPicture(plain)).toBe(plain);
  });

  it('starts the scripts, in order, after the first picture has loaded and a frame has painted', () => {
    const page = runLoader(scriptsAfterFirstPicture(INDEX), { complete: false });
    page.paintFrame();
    page.advance(0);
    expect(page.appended).toEqual([]);
    page.listeners.get('load')!();
    expect(page.appended).toEqual([]);
    page.paintFrame();
    page.advance(0);
    expect(page.appended).toEqual([
      { src: '/static/js/9.a1.js', async: false },
      { src: '/static/js/index.b2.js', async: false },
    ]);
    page.advance(FIRST_PICTURE_WAIT_MS);
    expect(page.appended).toHaveLength(2);
  });

  it('a picture that fails to load starts them as well', () => {
    const page = runLoader(scriptsAfterFirstPicture(INDEX), { complete: false });
    page.listeners.get('error')!();
    page.paintFrame();
    page.advance(0);
    expect(page.appended).toHaveLength(2);
  });

  it(`waits at most ${FIRST_PICTURE_WAIT_MS} ms for a picture that does not come`, () => {
    const page = runLoader(scriptsAfterFirstPicture(INDEX), { complete: false });
    page.advance(FIRST_PICTURE_WAIT_MS - 1);
    expect(page.appended).toEqual([]);
    page.advance(1);
    expect(page.appended).toHaveLength(2);
  });

  it('without a first picture (or with one already loaded) they start on the first frame', () => {
    for (const picture of [null, { complete: true }]) {
      const page = runLoader(scriptsAfterFirstPicture(INDEX), picture);
      expect(page.appended).toEqual([]);
      page.paintFrame();
      page.advance(0);
      expect(page.appended).toHaveLength(2);
    }
  });
});

const render = (head?: { title: string; description?: string }) =>
  pageHtml({
    indexHtml: INDEX,
    rootHtml: '<main>page</main>',
    data: { remote: 'promotions', page: 'help-topic', version: '1.0.0', href: '/centre-daide/paiement', locale: 'fr' },
    head,
    origin: 'https://shop.example',
    pathname: '/centre-daide/paiement',
  });

describe('pageHtml', () => {

  it("marks the page's own title, so the shell does not write its placeholder's over it, and writes one description", () => {
    const html = render({ title: "Moyens & paiement | Centre d'aide", description: 'Mobile money, carte "bancaire".' });
    expect(html.match(/<title[^>]*>[^<]*<\/title>/g)).toEqual(["<title data-page-title>Moyens &amp; paiement | Centre d&#39;aide</title>"]);
    expect(html.match(/<meta name="description"[^>]*>/g)).toEqual(['<meta name="description" content="Mobile money, carte &quot;bancaire&quot;." />']);
  });

  it("leaves the template's title unmarked, and writes no description, for a page without a head", () => {
    const html = render();
    expect(html).toContain('<title>Boutique</title>');
    expect(html).not.toContain('name="description"');
  });
});
