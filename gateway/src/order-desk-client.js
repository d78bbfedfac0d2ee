/* The order desk in the browser. `TEXTS` (both languages) and the operator pages' helpers
   (operator-page-client.js) are put in front of this file by the server (order-desk.ts). Plain
   script, no build: it runs as served. */
/* global $, element, filled, api, t, lang, applyPageTexts, onLanguageSwitch */

const ZONE = 'Africa/Douala';
const STATUSES = ['pending', 'pending_payment', 'processing', 'shipped', 'ready_for_pickup', 'complete', 'canceled', 'closed'];

/** Magento times are UTC ('YYYY-MM-DD HH:MM:SS'); the desk reads them in Douala. */
const shownTime = (text) => (text ? new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { timeZone: ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(text.replace(' ', 'T') + 'Z')) : '');
const money = (amount) => t('money', { amount: new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fr-FR').format(amount) });

let page = 1;
let pages = 1;
let current = null;

/** What a failed call means for the whole page: signed out, no role, or no back end. */
function refused(res) {
  $('signed-out').hidden = res.status !== 401;
  $('no-role').hidden = res.status !== 403;
  $('unavailable').hidden = res.status !== 503;
  const blocked = res.status === 401 || res.status === 403 || res.status === 503;
  $('filters').hidden = blocked;
  $('list-section').hidden = blocked;
  if (blocked) $('detail').hidden = true;
  return blocked;
}

function query() {
  const params = new URLSearchParams();
  for (const [key, id] of [['status', 'f-status'], ['town', 'f-town'], ['delivery', 'f-delivery'], ['payment', 'f-payment'], ['from', 'f-from'], ['to', 'f-to']]) {
    const value = $(id).value.trim();
    if (value) params.set(key, value);
  }
  params.set('page', String(page));
  return params.toString();
}

async function loadList() {
  const res = await api('GET', '/operator/api/orders?' + query());
  if (refused(res)) return;
  if (!res.ok) {
    $('notice').textContent = filled(res.data);
    return;
  }
  const { items, total_count: total, page_size: size, counts } = res.data;
  pages = Math.max(1, Math.ceil(total / size));
  $('found').textContent = t('found', { count: total });
  $('page-of').textContent = t('pageOf', { page, pages });
  $('previous').disabled = page <= 1;
  $('next').disabled = page >= pages;
  const select = $('f-status');
  const chosen = select.value;
  select.replaceChildren(element('option', t('any'), { value: '' }), ...STATUSES.map((s) => element('option', t('status_' + s) + ' (' + (counts[s] || 0) + ')', { value: s })));
  select.value = chosen;
  const body = $('orders').tBodies[0];
  body.replaceChildren();
  for (const o of items) {
    const tr = document.createElement('tr');
    tr.dataset.order = o.increment_id;
    const open = element('button', t('open'), { type: 'button' });
    open.addEventListener('click', () => void openOrder(o.entity_id));
    const cell = document.createElement('td');
    cell.append(open);
    tr.append(element('td', o.increment_id), element('td', shownTime(o.created_at)), element('td', o.customer), element('td', o.telephone), element('td', o.town),
      element('td', t('delivery_' + o.delivery)), element('td', t('payment_' + o.payment_method)), element('td', money(o.grand_total)), element('td', t('status_' + o.status)), cell);
    body.append(tr);
  }
  $('filters').hidden = false;
  $('list-section').hidden = false;
}

function who(h) {
  return h.actor_kind === 'operator' ? t('actor_operator', { id: h.actor_id || '' }) : t('actor_' + h.actor_kind);
}

function renderDetail(data) {
  current = data;
  const o = data.order;
  const shipping = o.extension_attributes && o.extension_attributes.shipping_assignments && o.extension_attributes.shipping_assignments[0].shipping.address;
  $('detail-title').textContent = t('detailTitle', { number: o.increment_id });
  $('detail-status').textContent = t('status_' + o.status);
  $('detail-customer').textContent = t('customerLine', { name: (o.customer_firstname + ' ' + o.customer_lastname).trim(), telephone: shipping ? shipping.telephone : '', email: o.customer_email || '-' });
  $('detail-address').textContent = shipping ? t('addressLine', { street: shipping.street.join(', '), town: shipping.city }) : '';
  const pickup = o.extension_attributes && o.extension_attributes.pickup;
  $('detail-pickup').textContent = pickup ? t('pickupLine', { day: pickup.date || shownTime(pickup.ready_by), deadline: shownTime(pickup.collect_by) }) : '';
  $('detail-items').replaceChildren(...o.items.map((i) => element('li', i.qty_ordered + ' × ' + i.name + ' (' + i.sku + ') · ' + money(i.row_total))));
  $('detail-total').textContent = t('totalLine', { total: money(o.grand_total) }) + ' · ' + t('payment_' + o.payment.method);
  const box = $('actions');
  box.replaceChildren();
  for (const action of data.actions) {
    const button = element('button', t('action_' + action), { type: 'button', 'data-action': action });
    button.addEventListener('click', () => void act(action));
    box.append(button);
  }
  $('no-actions').hidden = data.actions.length > 0;
  $('actions-box').hidden = data.actions.length === 0;
  const body = $('history').tBodies[0];
  body.replaceChildren();
  for (const h of data.history) {
    const tr = document.createElement('tr');
    tr.append(element('td', shownTime(h.created_at)), element('td', t('event_' + h.event) + ' → ' + t('status_' + h.status)), element('td', who(h)), element('td', h.comment || ''));
    body.append(tr);
  }
  $('detail').hidden = false;
}

async function openOrder(id) {
  $('action-error').textContent = '';
  $('reason').value = '';
  const res = await api('GET', '/operator/api/orders/' + id);
  if (refused(res)) return;
  if (!res.ok) {
    $('notice').textContent = filled(res.data);
    return;
  }
  renderDetail(res.data);
  $('detail').scrollIntoView({ block: 'start' });
}

async function act(action) {
  const id = current.order.entity_id;
  const reason = $('reason').value.trim();
  const buttons = [...$('actions').querySelectorAll('button')];
  for (const b of buttons) b.disabled = true;
  const res = await api('POST', '/operator/api/orders/' + id + '/actions', { action, ...(reason ? { comment: reason } : {}) });
  for (const b of buttons) b.disabled = false;
  if (refused(res)) return;
  if (!res.ok) {
    $('action-error').textContent = filled(res.data);
    // Refused because the order moved meanwhile: show it as it is now.
    if (res.status === 409) await openOrder(id).then(() => ($('action-error').textContent = filled(res.data)));
    return;
  }
  $('action-error').textContent = '';
  $('reason').value = '';
  renderDetail(res.data);
  $('notice').textContent = t('done', { number: res.data.order.increment_id, status: t('status_' + res.data.order.status) });
  await loadList();
}

$('filters').addEventListener('submit', (event) => {
  event.preventDefault();
  page = 1;
  void loadList();
});
$('previous').addEventListener('click', () => {
  page = Math.max(1, page - 1);
  void loadList();
});
$('next').addEventListener('click', () => {
  page = Math.min(pages, page + 1);
  void loadList();
});
$('close').addEventListener('click', () => {
  $('detail').hidden = true;
  current = null;
});
onLanguageSwitch(() => {
  applyPageTexts();
  void loadList();
  if (current) renderDetail(current);
});
applyPageTexts();
void loadList();
