import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageCss, pageHtml, pageScript, pageTexts, registerPageFiles, switchableTop, type ActFor } from './operator-page.ts';

/** The desk's words in both languages of the shop's staff (JSON, not code: issue 23 asks so). */
export const ORDER_DESK_TEXTS = pageTexts('orderDesk');

export interface OrderDeskOptions {
  actFor: ActFor;
}

/**
 * The order desk's page (`/operator/orders`), a small app beside the console like the campaign
 * editor: every word comes from the JSON texts through `data-t` attributes, the script is a file
 * of its own. Its calls go to the back end's `/api/operator/orders…`, which checks the orders role
 * on the operator's session, moves the order and writes the audit log; this server only adds the
 * credential and the session, and passes the answer on as it came.
 */
export const ORDER_DESK_HTML = pageHtml({
  lang: 'fr',
  title: '',
  stylesheet: '/operator/order-desk.css',
  script: '/operator/order-desk.js',
  body: `${switchableTop({ noRole: true })}<form id="filters" hidden aria-labelledby="filters-title">
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
`,
});

export const ORDER_DESK_CSS = pageCss(
  { width: '76rem', switchable: true },
  `.row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end}
label{display:block;margin:0 0 .2rem;font-size:14px}
.row>div{display:flex;flex-direction:column}
input,select,textarea{font:inherit}
textarea{width:100%;box-sizing:border-box}
.status{font-weight:600}
`,
);

export const ORDER_DESK_JS = pageScript(ORDER_DESK_TEXTS, 'order-desk-client.js');

/** The back end's path for a desk call: the order's id checked here too, so nothing else is reached. */
const ID = /^[1-9][0-9]{0,11}$/;

const orderPath = (suffix: string) => (request: FastifyRequest) => {
  const id = (request.params as { id: string }).id;
  return ID.test(id) ? `/api/operator/orders/${id}${suffix}` : null;
};

export function registerOrderDesk(app: FastifyInstance, { actFor }: OrderDeskOptions): void {
  registerPageFiles(app, { page: '/operator/orders', html: ORDER_DESK_HTML, script: '/operator/order-desk.js', js: ORDER_DESK_JS, stylesheet: '/operator/order-desk.css', css: ORDER_DESK_CSS });
  // The role is the back end's to check (orders, or an administrator): the gateway needs a session.
  const desk = (method: string, path: (request: FastifyRequest) => string | null, withBody: boolean) => actFor({ role: null, method, path, withBody, missing: 'noSuchOrder' });
  app.get('/operator/api/orders', desk('GET', () => '/api/operator/orders', false));
  app.get('/operator/api/orders/:id', desk('GET', orderPath(''), false));
  app.post('/operator/api/orders/:id/actions', { bodyLimit: 4096 }, desk('POST', orderPath('/actions'), true));
}
