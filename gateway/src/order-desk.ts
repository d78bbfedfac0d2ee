import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Authorize } from './operator.ts';

const texts = (lang: 'en' | 'fr') => JSON.parse(readFileSync(new URL(`order-desk.${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** The desk's words in both languages of the shop's staff (JSON, not code: issue 23 asks so). */
export const ORDER_DESK_TEXTS = { en: texts('en'), fr: texts('fr') } as const;

/** A call to the back end's operator routes with the server's credential, on the operator's behalf. */
export type BackEnd = (request: FastifyRequest, method: string, path: string, options?: { session?: string; body?: unknown }) => Promise<{ status: number; text: string } | null>;

export interface OrderDeskOptions {
  authorize: Authorize;
  backEnd: BackEnd;
  send: (reply: FastifyReply, type: string, body: string) => FastifyReply;
}

/**
 * The order desk's page (`/operator/orders`), a small app beside the console like the campaign
 * editor: every word comes from the JSON texts through `data-t` attributes, the script is a file
 * of its own. Its calls go to the back end's `/api/operator/orders…`, which checks the orders role
 * on the operator's session, moves the order and writes the audit log; this server only adds the
 * credential and the session, and passes the answer on as it came.
 */
export const ORDER_DESK_HTML = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title></title>
<link rel="stylesheet" href="/operator/order-desk.css">
</head>
<body>
<main>
<header class="top">
  <a href="/operator" data-t="backToConsole"></a>
  <h1 data-t="pageTitle"></h1>
  <button type="button" id="language"></button>
</header>
<p id="signed-out" hidden><span data-t="signedOut"></span> <a href="/operator" data-t="signIn"></a></p>
<p id="no-role" hidden data-t="noRole"></p>
<p id="unavailable" hidden data-t="unavailable"></p>
<p id="notice" role="status" aria-live="polite"></p>
<form id="filters" hidden aria-labelledby="filters-title">
  <h2 id="filters-title" data-t="filtersTitle"></h2>
  <div class="row">
    <div><label for="f-status" data-t="filterStatus"></label><select id="f-status"><option value="" data-t="any"></option></select></div>
    <div><label for="f-town" data-t="filterTown"></label><input id="f-town" maxlength="60" autocomplete="off"></div>
    <div><label for="f-delivery" data-t="filterDelivery"></label><select id="f-delivery"><option value="" data-t="any"></option><option value="pickup" data-t="delivery_pickup"></option><option value="home" data-t="delivery_home"></option></select></div>
    <div><label for="f-payment" data-t="filterPayment"></label><select id="f-payment"><option value="" data-t="any"></option><option value="cashondelivery" data-t="payment_cashondelivery"></option><option value="mesomb_gateway" data-t="payment_mesomb_gateway"></option><option value="gt_installment" data-t="payment_gt_installment"></option></select></div>
    <div><label for="f-from" data-t="filterFrom"></label><input id="f-from" type="date"></div>
    <div><label for="f-to" data-t="filterTo"></label><input id="f-to" type="date"></div>
    <button type="submit" data-t="search"></button>
  </div>
</form>
<section id="list-section" hidden aria-labelledby="found">
  <p><strong id="found"></strong> <span id="page-of"></span> <button type="button" id="previous" data-t="previousPage"></button> <button type="button" id="next" data-t="nextPage"></button></p>
  <table id="orders">
    <thead><tr><th data-t="colNumber"></th><th data-t="colPlaced"></th><th data-t="colCustomer"></th><th data-t="colTelephone"></th><th data-t="colTown"></th><th data-t="colDelivery"></th><th data-t="colPayment"></th><th data-t="colTotal"></th><th data-t="colStatus"></th><th></th></tr></thead>
    <tbody></tbody>
  </table>
</section>
<section id="detail" hidden aria-labelledby="detail-title">
  <header class="top"><h2 id="detail-title"></h2><span id="detail-status" class="status"></span><button type="button" id="close" data-t="close"></button></header>
  <p id="detail-customer"></p>
  <p id="detail-address"></p>
  <p id="detail-pickup"></p>
  <h3 data-t="itemsTitle"></h3>
  <ul id="detail-items"></ul>
  <p id="detail-total"></p>
  <h3 data-t="actionsTitle"></h3>
  <p id="no-actions" data-t="noActions" hidden></p>
  <div id="actions-box">
    <label for="reason" data-t="reason"></label>
    <textarea id="reason" rows="2" maxlength="500"></textarea>
    <div id="actions" class="row"></div>
    <p id="action-error" class="error" role="alert"></p>
  </div>
  <h3 data-t="historyTitle"></h3>
  <table id="history">
    <thead><tr><th data-t="colWhen"></th><th data-t="colChange"></th><th data-t="colWho"></th><th data-t="colComment"></th></tr></thead>
    <tbody></tbody>
  </table>
</section>
</main>
<script src="/operator/order-desk.js"></script>
</body>
</html>
`;

export const ORDER_DESK_CSS = `body{font:15px/1.4 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f6f6}
main{max-width:76rem;margin:0 auto;padding:1rem}
.top{display:flex;flex-wrap:wrap;align-items:center;gap:1rem}
.top h1,.top h2{flex:1;margin:.5rem 0}
section,form{background:#fff;border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
.row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end}
label{display:block;margin:0 0 .2rem;font-size:14px}
.row>div{display:flex;flex-direction:column}
input,select,textarea,button{font:inherit}
textarea{width:100%;box-sizing:border-box}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #eee;vertical-align:top}
.status{font-weight:600}
.error{color:#a40000;font-weight:600;margin:.2rem 0}
.error:empty,#notice:empty{display:none}
#notice{background:#e8f5ec;border:1px solid #0a6b2d;border-radius:6px;padding:.5rem .75rem}
button{padding:.35rem .8rem}
`;

/** The script, with the texts of both languages in front of it. */
export const ORDER_DESK_JS = `'use strict';\nconst TEXTS = ${JSON.stringify(ORDER_DESK_TEXTS)};\n${readFileSync(new URL('order-desk-client.js', import.meta.url), 'utf8')}`;

/** The back end's path for a desk call: the order's id checked here too, so nothing else is reached. */
const ID = /^[1-9][0-9]{0,11}$/;

const orderPath = (suffix: string) => (request: FastifyRequest) => {
  const id = (request.params as { id: string }).id;
  return ID.test(id) ? `/api/operator/orders/${id}${suffix}` : null;
};

export function registerOrderDesk(app: FastifyInstance, { authorize, backEnd, send }: OrderDeskOptions): void {
  app.get('/operator/orders', async (_request, reply) => send(reply, 'text/html; charset=utf-8', ORDER_DESK_HTML));
  app.get('/operator/order-desk.js', async (_request, reply) => send(reply, 'text/javascript; charset=utf-8', ORDER_DESK_JS));
  app.get('/operator/order-desk.css', async (_request, reply) => send(reply, 'text/css; charset=utf-8', ORDER_DESK_CSS));

  // The role is the back end's to check (orders, or an administrator): the gateway needs a session.
  const forward = (method: string, path: (request: FastifyRequest) => string | null, withBody: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const target = path(request);
    if (target === null) return reply.code(404).send({ message: 'No such order' });
    const operator = await authorize(request, reply, null);
    if (!operator) return reply;
    const answer = await backEnd(request, method, target, { session: operator.session, ...(withBody ? { body: request.body ?? null } : {}) });
    if (!answer) return reply.code(503).send({ message: 'Operator accounts are not configured on this server' });
    reply.code(answer.status);
    return answer.text ? reply.type('application/json; charset=utf-8').send(answer.text) : reply.send();
  };
  app.get('/operator/api/orders', forward('GET', () => '/api/operator/orders', false));
  app.get('/operator/api/orders/:id', forward('GET', orderPath(''), false));
  app.post('/operator/api/orders/:id/actions', { bodyLimit: 4096 }, forward('POST', orderPath('/actions'), true));
}
