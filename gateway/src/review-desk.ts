import type { FastifyInstance } from 'fastify';
import { inBoth, pageHtml, pageScript, pageTexts, registerPageFiles, type ActFor } from './operator-page.ts';

export const REVIEW_DESK_TEXTS = pageTexts('reviewDesk');

export interface ReviewDeskOptions {
  actFor: ActFor;
}

const both = (key: keyof typeof REVIEW_DESK_TEXTS.en) => inBoth(REVIEW_DESK_TEXTS, key, { marked: true });
const option = (status: 'pending' | 'approved' | 'rejected') => `<option value="${status}">${inBoth(REVIEW_DESK_TEXTS, `status_${status}`)}</option>`;

/**
 * The moderators' page (`/operator/reviews`): buyers' reviews waiting, approved or rejected, each
 * with its product, order and text, and the two decisions. Like the console it shows both
 * languages of the staff side by side, and uses its styles; the script is a file of its own.
 */
export const REVIEW_DESK_HTML = pageHtml({
  lang: 'en',
  title: inBoth(REVIEW_DESK_TEXTS, 'pageTitle'),
  stylesheet: '/operator/console.css',
  script: '/operator/review-desk.js',
  body: `<p><a href="/operator">${both('backToConsole')}</a></p>
<h1>${both('pageTitle')}</h1>
<p id="signed-out" hidden>${both('signedOut')} <a href="/operator">${both('signIn')}</a></p>
<p id="no-role" hidden>${both('noRole')}</p>
<section id="desk" class="bundle" hidden>
  <label for="status">${both('show')}</label>
  <select id="status">
    ${option('pending')}
    ${option('approved')}
    ${option('rejected')}
  </select>
  <p id="notice" role="status" aria-live="polite"></p>
  <table id="reviews">
    <thead><tr><th>${both('colWritten')}</th><th>${both('colProduct')}</th><th>${both('colOrder')}</th><th>${both('colRating')}</th><th>${both('colReview')}</th><th>${both('colDecision')}</th></tr></thead>
    <tbody></tbody>
  </table>
  <p id="empty" hidden>${both('empty')}</p>
</section>
`,
});

export const REVIEW_DESK_JS = pageScript(REVIEW_DESK_TEXTS, 'review-desk-client.js');

/**
 * The review desk's routes: the page, its script, and its two calls, passed to the back end's
 * `/api/operator/reviews…` with the credential and the operator's session. The back end checks
 * the orders role, applies the decision, recounts the product's rating and writes the audit log.
 */
export function registerReviewDesk(app: FastifyInstance, { actFor }: ReviewDeskOptions): void {
  registerPageFiles(app, { page: '/operator/reviews', html: REVIEW_DESK_HTML, script: '/operator/review-desk.js', js: REVIEW_DESK_JS });
  app.get('/operator/api/reviews', actFor({ role: 'orders', method: 'GET', path: () => '/api/operator/reviews', withBody: false }));
  app.post(
    '/operator/api/reviews/:id',
    { bodyLimit: 1024 },
    actFor({ role: 'orders', method: 'POST', path: (request) => `/api/operator/reviews/${encodeURIComponent((request.params as { id: string }).id)}`, withBody: true }),
  );
}
