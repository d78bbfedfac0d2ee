import type { WindowLike } from 'dompurify';

/** Turns untrusted HTML (product descriptions, CMS blocks) into markup safe for innerHTML. */
type Sanitizer = (html: string) => string;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(html: string): string {
  return html.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

let pending: Promise<Sanitizer> | null = null;
let serverDom: (() => Promise<WindowLike>) | null = null;

/**
 * Server rendering runs page loaders in Node, which has no DOM for DOMPurify to parse with: the
 * gateway hands one (a jsdom window, a DOM DOMPurify supports; happy-dom is not safe with it).
 * Without it a loader that sanitises fails on the server and its page is rendered by the browser.
 */
export function setSanitizerDom(make: () => Promise<WindowLike>): void {
  serverDom = make;
  pending = null;
}

function sanitizerDom(): Promise<WindowLike> {
  if (typeof window !== 'undefined') return Promise.resolve(window);
  return serverDom ? serverDom() : Promise.reject(new Error('No DOM to sanitise HTML with on the server'));
}

/**
 * DOMPurify is ~20 KB gzip and only product and content pages need it, so it is fetched on first
 * use instead of riding along with `@shop/shared` on first paint. The promise is shared; a failed
 * chunk load is forgotten so a later call can try again.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  if (!pending) {
    const attempt = Promise.all([import('dompurify'), sanitizerDom()]).then(([{ default: DOMPurify }, dom]) => {
      const purify = DOMPurify(dom);
      // Without a usable DOM DOMPurify would return its input untouched: show text only instead.
      if (!purify.isSupported) return escapeHtml;
      // Links that open a new tab must not hand it `window.opener` (reverse tabnabbing).
      purify.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
          node.setAttribute('rel', 'noopener noreferrer');
        }
      });
      const sanitize: Sanitizer = (html) =>
        purify.sanitize(html, {
          USE_PROFILES: { html: true },
          FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
          // Kept so content can open a shop page in a new tab; the hook above adds rel.
          ADD_ATTR: ['target'],
          // `style` would let a description position itself over the page (a fake login box, a hidden button).
          FORBID_ATTR: ['srcdoc', 'formaction', 'style'],
        });
      return sanitize;
    });
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}
