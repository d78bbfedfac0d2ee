import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Authorize, OperatorRole } from './operator.ts';

/**
 * The operator pages' kit: the console, the campaign editor, the order desk and the review desk
 * are small apps of their own beside the storefront (no shell, no remote), and share here their
 * words (one JSON file a language, a part a page), their HTML frame, their base styles, their
 * browser helpers (`operator-page-client.js`, put in front of each page's script) and the way
 * their calls reach the back end on the operator's behalf.
 */
type AllTexts = typeof import('./operator-texts.en.json');
/** A page's part of the texts; `errors` holds the gateway's own refusals, which every page may show. */
export type OperatorPage = Exclude<keyof AllTexts, 'errors'>;
export type Language = 'en' | 'fr';

const read = (lang: Language) => JSON.parse(readFileSync(new URL(`operator-texts.${lang}.json`, import.meta.url), 'utf8')) as AllTexts;
const ALL = { en: read('en'), fr: read('fr') };

/** A page's words in both languages of the shop's staff. */
export function pageTexts<P extends OperatorPage>(page: P): { en: AllTexts[P]; fr: AllTexts[P] } {
  return { en: ALL.en[page], fr: ALL.fr[page] };
}

/** A text in both languages side by side, English first, as the pages without a switch show it. */
export function inBoth<T extends Record<string, string>>(texts: { en: T; fr: T }, key: keyof T & string, { marked = false } = {}): string {
  return marked ? `<span lang="en">${texts.en[key]}</span> · <span lang="fr">${texts.fr[key]}</span>` : `${texts.en[key]} · ${texts.fr[key]}`;
}

export interface PageFrame {
  /** The language the page opens in (a page with a switch changes it in the browser). */
  lang: Language;
  title: string;
  stylesheet: string;
  script: string;
  /** What goes in `<main>`. */
  body: string;
}

/** The page around its content: no inline script, so it runs under the console's strict policy. */
export function pageHtml({ lang, title, stylesheet, script, body }: PageFrame): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="${stylesheet}">
</head>
<body>
<main>
${body}</main>
<script src="${script}"></script>
</body>
</html>
`;
}

/**
 * The top of a page with a language switch: its words come from `data-t` attributes, filled in
 * the browser; the paragraphs say why the page shows nothing (signed out, no role, no back end).
 */
export function switchableTop({ noRole }: { noRole: boolean }): string {
  return `<header class="top">
  <a href="/operator" data-t="backToConsole"></a>
  <h1 data-t="pageTitle"></h1>
  <button type="button" id="language"></button>
</header>
<p id="signed-out" hidden><span data-t="signedOut"></span> <a href="/operator" data-t="signIn"></a></p>
${noRole ? '<p id="no-role" hidden data-t="noRole"></p>\n' : ''}<p id="unavailable" hidden data-t="unavailable"></p>
<p id="notice" role="status" aria-live="polite"></p>
`;
}

/** Every page's base styles, then (for a page with a switch) its boxes and messages, then its own. */
export function pageCss({ width, switchable }: { width: string; switchable: boolean }, own: string): string {
  const base = `body{font:15px/1.4 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f6f6}
main{max-width:${width};margin:0 auto;padding:1rem}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #eee;vertical-align:top}
.bad{color:#a40000;font-weight:600}
.ok{color:#0a6b2d}
button{font:inherit;padding:.35rem .8rem}
`;
  const boxes = `.top{display:flex;flex-wrap:wrap;align-items:center;gap:1rem}
.top h1,.top h2{flex:1;margin:.5rem 0}
section,form{background:#fff;border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
.error{color:#a40000;font-weight:600;margin:.2rem 0}
.error:empty,#notice:empty{display:none}
#notice{background:#e8f5ec;border:1px solid #0a6b2d;border-radius:6px;padding:.5rem .75rem}
`;
  return base + (switchable ? boxes : '') + own;
}

const CLIENT_KIT = readFileSync(new URL('operator-page-client.js', import.meta.url), 'utf8');

/** A page's script as served: its words in both languages, the kit's helpers, then the page's own file. */
export function pageScript(texts: unknown, file: string): string {
  return `'use strict';\nconst TEXTS = ${JSON.stringify(texts)};\n${CLIENT_KIT}\n${readFileSync(new URL(file, import.meta.url), 'utf8')}`;
}

/** Sends one of the operator pages' own files: never cached, and a policy that allows only this origin. */
export function send(reply: FastifyReply, type: string, body: string): FastifyReply {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'")
    .type(type)
    .send(body);
}

/** Serves a page at `page` and its files at their addresses. */
export function registerPageFiles(app: FastifyInstance, files: { page: string; html: string; script: string; js: string; stylesheet?: string; css?: string }): void {
  app.get(files.page, async (_request, reply) => send(reply, 'text/html; charset=utf-8', files.html));
  app.get(files.script, async (_request, reply) => send(reply, 'text/javascript; charset=utf-8', files.js));
  if (files.stylesheet && files.css !== undefined) {
    const css = files.css;
    app.get(files.stylesheet, async (_request, reply) => send(reply, 'text/css; charset=utf-8', css));
  }
}

/** A call to the back end's operator routes with the server's credential; null when there is no back end. */
export type BackEnd = (
  request: FastifyRequest,
  method: string,
  path: string,
  options?: { session?: string; body?: unknown; raw?: { bytes: Buffer; type: string } },
) => Promise<{ status: number; text: string } | null>;

/**
 * The operator's language for the gateway's own answers: the page's `?locale=` (the pages' `api`
 * sends its language so), else the browser's `Accept-Language`, else French, as the back end
 * decides for the answers the gateway relays. The answers are never cached, so the header may
 * decide a read too.
 */
export function operatorLanguage(request: FastifyRequest): Language {
  const locale = (request.query as Record<string, unknown> | undefined)?.['locale'];
  if (locale === 'en' || locale === 'fr') return locale;
  return /^\s*en\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'en' : 'fr';
}

/** One of the gateway's own refusals, worded in `operator-texts.*.json`'s `errors` part. */
export type OperatorError = keyof AllTexts['errors'];

/**
 * Refuses a call with the gateway's own words in the operator's language, shaped like the back
 * end's refusals (`%name` placeholders filled from `parameters` by the pages' `filled`).
 */
export function refuse(reply: FastifyReply, status: number, key: OperatorError, parameters?: Record<string, string>): FastifyReply {
  const message = ALL[operatorLanguage(reply.request)].errors[key];
  return reply.code(status).send(parameters ? { message, parameters } : { message });
}

export const unavailable = (reply: FastifyReply) => refuse(reply, 503, 'accountsUnavailable');

/** The back end's answer, passed on as it came (its message is worded in the operator's language). */
export function relay(reply: FastifyReply, answer: { status: number; text: string }): FastifyReply {
  reply.code(answer.status);
  return answer.text ? reply.type('application/json; charset=utf-8').send(answer.text) : reply.send();
}

export interface OnBehalf {
  /** The role the back end's route wants, checked here first (null: any signed-in operator). */
  role: OperatorRole | null;
  method: string;
  /** The back end's path for this request; null when the request names nothing there (404). */
  path: (request: FastifyRequest) => string | null;
  /** Whether the request's JSON body is passed on. */
  withBody: boolean;
  /** The 404's message when `path` gives null. */
  missing?: OperatorError;
}

/** A route handler that calls the back end for the signed-in operator, with their session. */
export type ActFor = (call: OnBehalf) => (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export function actingFor(authorize: Authorize, backEnd: BackEnd): ActFor {
  return ({ role, method, path, withBody, missing = 'notFound' }) =>
    async (request, reply) => {
      const target = path(request);
      if (target === null) return refuse(reply, 404, missing);
      const operator = await authorize(request, reply, role);
      if (!operator) return reply;
      const answer = await backEnd(request, method, target, { session: operator.session, ...(withBody ? { body: request.body ?? null } : {}) });
      return answer ? relay(reply, answer) : unavailable(reply);
    };
}
