import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Authorize } from './operator.ts';
import { REVIEW_DESK_TEXTS } from './review-desk-texts.ts';

/** A call to the back end's operator routes with the server's credential, on the operator's behalf. */
type BackEnd = (request: FastifyRequest, method: string, path: string, options?: { session?: string; body?: unknown }) => Promise<{ status: number; text: string } | null>;

export interface ReviewDeskOptions {
  authorize: Authorize;
  backEnd: BackEnd;
  send: (reply: FastifyReply, type: string, body: string) => FastifyReply;
}

const both = (key: keyof typeof REVIEW_DESK_TEXTS.en) => `<span lang="en">${REVIEW_DESK_TEXTS.en[key]}</span> · <span lang="fr">${REVIEW_DESK_TEXTS.fr[key]}</span>`;

/**
 * The moderators' page (`/operator/reviews`): buyers' reviews waiting, approved or rejected, each
 * with its product, order and text, and the two decisions. Like the console it shows both
 * languages of the staff side by side; the script is a file of its own (no inline script).
 */
export const REVIEW_DESK_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${REVIEW_DESK_TEXTS.en.pageTitle} · ${REVIEW_DESK_TEXTS.fr.pageTitle}</title>
<link rel="stylesheet" href="/operator/console.css">
</head>
<body>
<main>
<p><a href="/operator">${both('backToConsole')}</a></p>
<h1>${both('pageTitle')}</h1>
<p id="signed-out" hidden>${both('signedOut')} <a href="/operator">${both('signIn')}</a></p>
<p id="no-role" hidden>${both('noRole')}</p>
<section id="desk" class="bundle" hidden>
  <label for="status">${both('show')}</label>
  <select id="status">
    <option value="pending">${REVIEW_DESK_TEXTS.en.status_pending} · ${REVIEW_DESK_TEXTS.fr.status_pending}</option>
    <option value="approved">${REVIEW_DESK_TEXTS.en.status_approved} · ${REVIEW_DESK_TEXTS.fr.status_approved}</option>
    <option value="rejected">${REVIEW_DESK_TEXTS.en.status_rejected} · ${REVIEW_DESK_TEXTS.fr.status_rejected}</option>
  </select>
  <p id="notice" role="status" aria-live="polite"></p>
  <table id="reviews">
    <thead><tr><th>${both('colWritten')}</th><th>${both('colProduct')}</th><th>${both('colOrder')}</th><th>${both('colRating')}</th><th>${both('colReview')}</th><th>${both('colDecision')}</th></tr></thead>
    <tbody></tbody>
  </table>
  <p id="empty" hidden>${both('empty')}</p>
</section>
</main>
<script src="/operator/review-desk.js"></script>
</body>
</html>
`;

export const REVIEW_DESK_JS = `'use strict';
const TEXTS = ${JSON.stringify(REVIEW_DESK_TEXTS)};
const both = (key, values) => ['en', 'fr'].map((l) => TEXTS[l][key].replace(/\\{(\\w+)\\}/g, (w, n) => (values && n in values ? String(values[n]) : w))).join(' · ');
const $ = (id) => document.getElementById(id);
const text = (tag, value) => { const el = document.createElement(tag); el.textContent = value; return el; };
const filled = (body) => String(body.message || '').replace(/%(\\w+)/g, (w, n) => (body.parameters && n in body.parameters ? String(body.parameters[n]) : w));
async function call(method, url, body) {
  const res = await fetch(url, { method, cache: 'no-store', headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  let data = {};
  try { data = await res.json(); } catch { /* an empty answer */ }
  return { ok: res.ok, status: res.status, data };
}
function decisionButton(review, status) {
  const button = text('button', both(status === 'approved' ? 'approve' : 'reject'));
  button.type = 'button';
  button.dataset.decision = status;
  button.addEventListener('click', async () => {
    button.disabled = true;
    const res = await call('POST', '/operator/api/reviews/' + review.id, { status });
    $('notice').textContent = res.ok ? both(status === 'approved' ? 'approved' : 'rejected', { id: review.id, count: res.data.review_count }) : filled(res.data);
    await load();
  });
  return button;
}
function render(items) {
  const body = $('reviews').tBodies[0];
  body.replaceChildren();
  $('empty').hidden = items.length > 0;
  for (const r of items) {
    const tr = document.createElement('tr');
    tr.dataset.review = r.id;
    const review = document.createElement('td');
    if (r.title) review.append(text('strong', r.title), document.createElement('br'));
    review.append(text('span', r.detail), document.createElement('br'), text('em', r.nickname));
    const decision = document.createElement('td');
    if (r.status !== 'approved') decision.append(decisionButton(r, 'approved'), ' ');
    if (r.status !== 'rejected') decision.append(decisionButton(r, 'rejected'));
    if (r.moderated_by) decision.append(document.createElement('br'), text('small', both('by', { login: r.moderated_by, at: r.moderated_at })));
    tr.append(text('td', r.created_at), text('td', r.product_name + ' (' + r.sku + ')'), text('td', r.increment_id), text('td', '★'.repeat(r.rating) + ' ' + r.rating + '/5'), review, decision);
    body.append(tr);
  }
}
async function load() {
  const res = await call('GET', '/operator/api/reviews?status=' + encodeURIComponent($('status').value));
  $('signed-out').hidden = res.status !== 401;
  $('no-role').hidden = res.status !== 403;
  $('desk').hidden = !res.ok;
  if (res.ok) render(res.data.items);
  else if (res.status !== 401 && res.status !== 403) $('notice').textContent = filled(res.data);
}
$('status').addEventListener('change', () => { $('notice').textContent = ''; void load(); });
void load();
`;

/**
 * The review desk's routes: the page, its script, and its two calls, passed to the back end's
 * `/api/operator/reviews…` with the credential and the operator's session. The back end checks
 * the orders role, applies the decision, recounts the product's rating and writes the audit log.
 */
export function registerReviewDesk(app: FastifyInstance, { authorize, backEnd, send }: ReviewDeskOptions): void {
  app.get('/operator/reviews', async (_request, reply) => send(reply, 'text/html; charset=utf-8', REVIEW_DESK_HTML));
  app.get('/operator/review-desk.js', async (_request, reply) => send(reply, 'text/javascript; charset=utf-8', REVIEW_DESK_JS));

  const forward = (method: 'GET' | 'POST', path: (request: FastifyRequest) => string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const operator = await authorize(request, reply, 'orders');
    if (!operator) return reply;
    const answer = await backEnd(request, method, path(request), { session: operator.session, ...(method === 'POST' ? { body: request.body ?? null } : {}) });
    if (!answer) return reply.code(503).send({ message: 'Operator accounts are not configured on this server' });
    reply.code(answer.status);
    return answer.text ? reply.type('application/json; charset=utf-8').send(answer.text) : reply.send();
  };
  app.get('/operator/api/reviews', forward('GET', () => '/api/operator/reviews'));
  app.post<{ Params: { id: string } }>('/operator/api/reviews/:id', { bodyLimit: 1024 }, forward('POST', (request) => `/api/operator/reviews/${encodeURIComponent((request.params as { id: string }).id)}`));
}
