/* The review desk in the browser. `TEXTS` (both languages) and the operator pages' helpers
   (operator-page-client.js) are put in front of this file by the server (review-desk.ts). Plain
   script, no build: it runs as served. */
/* global $, text, both, call, filled */

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
$('status').addEventListener('change', () => {
  $('notice').textContent = '';
  void load();
});
void load();
