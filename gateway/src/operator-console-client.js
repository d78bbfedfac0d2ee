/* The operator console in the browser. `TEXTS` (both languages) and the operator pages' helpers
   (operator-page-client.js) are put in front of this file by the server (operator-console.ts).
   Plain script, no build: it runs as served. */
/* global $, text, both, api, filled, numberIn */

const PERCENT = { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 };
/** The failed visits, the visits and their rate, as the language `l` writes numbers. */
const figuresOf = (errors) => (l) => ({
  failed: numberIn(l, errors.failed),
  visits: numberIn(l, errors.visits),
  rate: errors.visits ? ' (' + numberIn(l, Math.min(errors.failed, errors.visits) / errors.visits, PERCENT) + ')' : '',
});
function errorsCell(errors) {
  if (!errors) return text('td', both('noVisits'), 'ok');
  const figures = figuresOf(errors);
  if (errors.failed === 0 && errors.count === 0) return text('td', both('visitsFailed', figures), 'ok');
  const kinds = Object.entries(errors.kinds).map(([k, n]) => k + ' ' + n).join(', ');
  const td = text('td', both(errors.count ? 'visitsFailedReports' : 'visitsFailed', (l) => ({ ...figures(l), kinds })), 'bad');
  td.title = errors.last;
  return td;
}
function treeOf(release) {
  if (!release.dirty) return both('treeClean');
  return both(release.forced ? 'treeDirtyForced' : 'treeDirty');
}
function row(kind, v, extra) {
  const tr = document.createElement('tr');
  const r = v.release;
  const versions = [v.shared ? both('sharedVersion', { version: v.shared.version || v.shared.requiredVersion || '' }) : '', v.contract ? both('contractVersion', { version: v.contract }) : ''];
  tr.append(text('td', both(kind)), text('td', v.version), text('td', v.publishedAt),
    text('td', r ? (r.commit ? r.commit.slice(0, 10) : both('noCommit')) : '-'),
    text('td', r ? r.author : '-'),
    text('td', r ? treeOf(r) : '-'),
    text('td', versions.filter(Boolean).join(' · ') || '-'),
    errorsCell(v.errors), text('td', extra || ''));
  return tr;
}
/**
 * A window's note, in the operator's words: the release tooling words it in English for its own
 * table, and writes one only on an ended override or on a route-table window an override governs.
 */
const windowNote = (w) => (w.note ? both(w.source === 'override' ? 'windowOverrideEnded' : 'windowOverridden') : '');
function windowLine(w) {
  return [w.target === '*' ? both('wholeRemote') : w.target, both('windowSource_' + w.source.replace(' ', '_')), (w.from || '…') + ' – ' + (w.until || '…'),
    both('windowState_' + w.state), w.hides.length ? both('hides', { paths: w.hides.join(' ') }) : both('hidesNothing'), windowNote(w)].filter(Boolean).join(' · ');
}
const COLUMNS = ['colVersion', 'colReleased', 'colCommit', 'colAuthor', 'colTree', 'colContract', 'colFailedVisits'];
function render(data) {
  $('generated').textContent = both('asOf', { time: data.generatedAt });
  const root = $('bundles');
  root.replaceChildren();
  for (const b of data.bundles) {
    const section = document.createElement('section');
    section.className = 'bundle';
    section.dataset.bundle = b.name;
    section.append(text('h2', b.name));
    const table = document.createElement('table');
    const head = document.createElement('tr');
    head.append(text('th', ''));
    for (const key of COLUMNS) head.append(text('th', both(key)));
    head.append(text('th', ''));
    table.append(head);
    if (b.live) table.append(row('live', b.live));
    if (b.canary) table.append(row('canary', b.canary, both('canaryShare', { percent: b.canary.percent, since: b.canary.startedAt })));
    for (const v of b.previous) table.append(row('previous', v));
    for (const v of b.stored) table.append(row('stored', v));
    section.append(table);
    if (b.windows.length) {
      const list = document.createElement('ul');
      for (const w of b.windows) list.append(text('li', windowLine(w)));
      section.append(text('h3', both('windowsTitle')), list);
    }
    root.append(section);
  }
}
function renderAccounts(items) {
  const body = $('accounts').tBodies[0];
  body.replaceChildren();
  for (const a of items) {
    const tr = document.createElement('tr');
    const toggle = text('button', both(a.disabled ? 'enable' : 'disable'));
    toggle.type = 'button';
    toggle.addEventListener('click', async () => {
      const res = await api('PATCH', '/operator/api/accounts/' + encodeURIComponent(a.login), { disabled: !a.disabled });
      $('account-message').textContent = res.ok ? both('updated', { login: a.login }) : filled(res.data);
      await loadAdmin();
    });
    const edit = text('button', both('edit'));
    edit.type = 'button';
    edit.addEventListener('click', () => openEditor(a));
    const cell = document.createElement('td');
    cell.append(edit, ' ', toggle);
    tr.append(text('td', a.login), text('td', a.roles.join(' ')), text('td', both(a.disabled ? 'stateDisabled' : 'stateActive')), cell);
    body.append(tr);
  }
}
let editing = null;
function openEditor(account) {
  editing = account.login;
  $('edit-title').textContent = both('editAccount', { login: account.login });
  for (const box of document.querySelectorAll('#edit-account input[name=edit-role]')) box.checked = account.roles.includes(box.value);
  $('edit-password').value = '';
  $('edit-account').hidden = false;
  document.querySelector('#edit-account input[name=edit-role]').focus();
}
function closeEditor() {
  editing = null;
  $('edit-account').hidden = true;
}
function renderAudit(items) {
  const body = $('audit').tBodies[0];
  body.replaceChildren();
  for (const e of items) {
    const tr = document.createElement('tr');
    tr.append(text('td', e.at), text('td', e.login), text('td', e.action), text('td', e.subject), text('td', e.address));
    body.append(tr);
  }
}
async function loadAdmin() {
  const [accounts, audit] = await Promise.all([api('GET', '/operator/api/accounts'), api('GET', '/operator/api/audit?limit=100')]);
  if (accounts.ok) renderAccounts(accounts.data.items);
  if (audit.ok) renderAudit(audit.data.items);
}
async function load() {
  const me = await api('GET', '/operator/api/me');
  if (!me.ok) { $('live').hidden = true; $('login').hidden = false; return; }
  const roles = me.data.roles;
  $('who').textContent = both('signedInAs', { login: me.data.login, roles: roles.join(', ') });
  const releases = roles.includes('releases');
  $('no-releases').hidden = releases;
  if (releases) {
    const status = await api('GET', '/operator/api/status');
    if (status.ok) render(status.data);
  } else {
    $('bundles').replaceChildren();
  }
  $('campaigns-part').hidden = !roles.includes('campaigns');
  $('orders-part').hidden = !roles.includes('orders') && !roles.includes('admin');
  $('admin').hidden = !roles.includes('admin');
  $('reviews-part').hidden = !roles.includes('orders');
  if (roles.includes('admin')) await loadAdmin();
  $('login').hidden = true;
  $('live').hidden = false;
}
$('login').addEventListener('submit', async (event) => {
  event.preventDefault();
  const res = await api('POST', '/operator/login', { login: $('login-name').value, password: $('password').value });
  // A store without operator accounts answers 503 with the gateway's own English words: say it in both languages.
  $('login-error').textContent = res.ok ? '' : res.status === 503 ? both('accountsUnavailable') : filled(res.data);
  if (res.ok) { $('password').value = ''; await load(); }
});
$('new-account').addEventListener('submit', async (event) => {
  event.preventDefault();
  const login = $('new-login').value.trim();
  const roles = [...document.querySelectorAll('#new-account input[name=role]:checked')].map((box) => box.value);
  const res = await api('POST', '/operator/api/accounts', { login, password: $('new-password').value, roles });
  $('account-message').textContent = res.ok ? both('created', { login }) : filled(res.data);
  if (res.ok) { $('new-account').reset(); await loadAdmin(); }
});
$('edit-account').addEventListener('submit', async (event) => {
  event.preventDefault();
  if (!editing) return;
  const login = editing;
  const roles = [...document.querySelectorAll('#edit-account input[name=edit-role]:checked')].map((box) => box.value);
  const password = $('edit-password').value;
  // A new password ends the account's open sessions (the back end does it): sent only when typed.
  const res = await api('PATCH', '/operator/api/accounts/' + encodeURIComponent(login), password ? { roles, password } : { roles });
  $('account-message').textContent = res.ok ? both('updated', { login }) : filled(res.data);
  if (res.ok) { closeEditor(); await loadAdmin(); }
});
$('edit-cancel').addEventListener('click', closeEditor);
$('picture-upload').addEventListener('submit', async (event) => {
  event.preventDefault();
  const sku = $('picture-sku').value.trim();
  const file = $('picture-file').files[0];
  if (!sku || !file) return;
  $('picture-message').textContent = both('pictureSending');
  const res = await api('POST', '/operator/api/product-pictures/' + encodeURIComponent(sku) + '?view=' + $('picture-slot').value, file, file.type || 'application/octet-stream');
  const data = res.data || {};
  $('picture-message').textContent = res.ok ? both('pictureSaved', { sku, file: data.file }) : filled(data);
  $('picture-preview').hidden = !res.ok;
  if (res.ok) { $('picture-preview').src = data.url + '?w=160'; $('picture-file').value = ''; await loadAdmin(); }
});
$('logout').addEventListener('click', async () => { await fetch('/operator/logout', { method: 'POST' }); await load(); });
$('refresh').addEventListener('click', () => void load());
setInterval(() => { if (!$('live').hidden) void load(); }, 30000);
void load();
