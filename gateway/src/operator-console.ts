import { CAMPAIGN_EDITOR_TEXTS } from './campaign-editor-texts.ts';
import { OPERATOR_CONSOLE_TEXTS, both } from './operator-console-texts.ts';
import { ORDER_DESK_TEXTS } from './order-desk.ts';
import { REVIEW_DESK_TEXTS } from './review-desk-texts.ts';

const ROLES = ['admin', 'releases', 'campaigns', 'orders'] as const;

/**
 * The operator console page: its own tiny app beside the storefront (no shell, no remote, no
 * shared code), served by the gateway at `/operator`. Operators are the shop's staff; the page is
 * in English like the release tooling it mirrors. Script in a file of its own (`/operator/console.js`)
 * so the page needs no inline script under any Content-Security-Policy.
 */
export const OPERATOR_CONSOLE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Store operator console</title>
<link rel="stylesheet" href="/operator/console.css">
</head>
<body>
<main>
<h1>Store operator console</h1>
<form id="login" hidden>
  <label for="login-name">${both('loginName')}</label>
  <input id="login-name" name="login" autocomplete="username" autocapitalize="none" spellcheck="false" required>
  <label for="password">${both('password')}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">${both('signIn')}</button>
  <p id="login-error" role="alert"></p>
</form>
<section id="live" hidden aria-live="polite">
  <p><span id="who"></span> · <span id="generated"></span> <button id="refresh" type="button">Refresh</button> <button id="logout" type="button">Sign out</button></p>
  <p id="no-releases" hidden>${both('noReleasesRole')}</p>
  <div id="bundles"></div>
  <section id="reviews-part" class="bundle" aria-labelledby="reviews-title" hidden>
    <h2 id="reviews-title"><span lang="en">${REVIEW_DESK_TEXTS.en.pageTitle}</span> · <span lang="fr">${REVIEW_DESK_TEXTS.fr.pageTitle}</span></h2>
    <p><a href="/operator/reviews" lang="en">${REVIEW_DESK_TEXTS.en.consoleLink}</a> · <a href="/operator/reviews" lang="fr">${REVIEW_DESK_TEXTS.fr.consoleLink}</a></p>
  </section>
  <section id="admin" class="bundle" hidden aria-labelledby="accounts-title">
    <h2 id="accounts-title">${both('accountsTitle')}</h2>
    <table id="accounts">
      <thead><tr><th>${both('colLogin')}</th><th>${both('colRoles')}</th><th>${both('colState')}</th><th></th></tr></thead>
      <tbody></tbody>
    </table>
    <form id="edit-account" hidden aria-labelledby="edit-title">
      <h3 id="edit-title"></h3>
      <fieldset><legend>${both('roles')}</legend>
${ROLES.map((role) => `        <label class="inline"><input type="checkbox" name="edit-role" value="${role}"> ${both(`role_${role}`)}</label>`).join('\n')}
      </fieldset>
      <label for="edit-password">${both('resetPassword')}</label>
      <input id="edit-password" type="password" autocomplete="new-password" aria-describedby="edit-password-hint">
      <p id="edit-password-hint">${both('resetPasswordHint')}</p>
      <button type="submit">${both('save')}</button>
      <button type="button" id="edit-cancel">${both('cancel')}</button>
    </form>
    <form id="new-account">
      <h3>${both('newAccount')}</h3>
      <label for="new-login">${both('loginName')}</label>
      <input id="new-login" autocomplete="off" autocapitalize="none" spellcheck="false" required>
      <label for="new-password">${both('newPassword')}</label>
      <input id="new-password" type="password" autocomplete="new-password" required>
      <fieldset><legend>${both('roles')}</legend>
${ROLES.map((role) => `        <label class="inline"><input type="checkbox" name="role" value="${role}"> ${both(`role_${role}`)}</label>`).join('\n')}
      </fieldset>
      <button type="submit">${both('create')}</button>
      <p id="account-message" role="status"></p>
    </form>
    <form id="picture-upload" aria-labelledby="pictures-title">
      <h2 id="pictures-title">${both('picturesTitle')}</h2>
      <label for="picture-sku">${both('pictureSku')}</label>
      <input id="picture-sku" autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="64" required>
      <label for="picture-slot">${both('pictureSlot')}</label>
      <select id="picture-slot">${[1, 2, 3, 4, 5, 6].map((n) => `<option value="${n - 1}">${n}</option>`).join('')}</select>
      <label for="picture-file">${both('pictureFile')}</label>
      <input id="picture-file" type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" required>
      <button type="submit">${both('pictureUpload')}</button>
      <p id="picture-message" role="status"></p>
      <img id="picture-preview" alt="" width="160" height="160" hidden>
    </form>
    <h2 id="audit-title">${both('auditTitle')}</h2>
    <table id="audit" aria-labelledby="audit-title">
      <thead><tr><th>${both('colWhen')}</th><th>${both('colOperator')}</th><th>${both('colAction')}</th><th>${both('colSubject')}</th><th>${both('colAddress')}</th></tr></thead>
      <tbody></tbody>
    </table>
  </section>
  <section id="campaigns-part" class="bundle" aria-labelledby="campaigns-title" hidden>
    <h2 id="campaigns-title"><span lang="en">${CAMPAIGN_EDITOR_TEXTS.en.pageTitle}</span> · <span lang="fr">${CAMPAIGN_EDITOR_TEXTS.fr.pageTitle}</span></h2>
    <p><a href="/operator/campaigns" lang="en">${CAMPAIGN_EDITOR_TEXTS.en.consoleLink}</a> · <a href="/operator/campaigns" lang="fr">${CAMPAIGN_EDITOR_TEXTS.fr.consoleLink}</a></p>
  </section>
  <section id="orders-part" class="bundle" aria-labelledby="orders-title" hidden>
    <h2 id="orders-title"><span lang="en">${ORDER_DESK_TEXTS.en['pageTitle']}</span> · <span lang="fr">${ORDER_DESK_TEXTS.fr['pageTitle']}</span></h2>
    <p><a href="/operator/orders" lang="en">${ORDER_DESK_TEXTS.en['consoleLink']}</a> · <a href="/operator/orders" lang="fr">${ORDER_DESK_TEXTS.fr['consoleLink']}</a></p>
  </section>
</section>
</main>
<script src="/operator/console.js"></script>
</body>
</html>
`;

export const OPERATOR_CONSOLE_CSS = `body{font:15px/1.4 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f6f6}
main{max-width:72rem;margin:0 auto;padding:1rem}
section.bundle{background:#fff;border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #eee;vertical-align:top}
.bad{color:#a40000;font-weight:600}
.ok{color:#0a6b2d}
label{display:block;margin:.5rem 0 .25rem}
label.inline{display:inline-block;margin-right:1rem}
fieldset{border:1px solid #ddd;margin:.5rem 0}
button{font:inherit;padding:.35rem .8rem}
`;

export const OPERATOR_CONSOLE_JS = `'use strict';
const TEXTS = ${JSON.stringify(OPERATOR_CONSOLE_TEXTS)};
const both = (key, values) => ['en', 'fr'].map((l) => TEXTS[l][key].replace(/\\{(\\w+)\\}/g, (w, n) => (values && n in values ? String(values[n]) : w))).join(' · ');
const $ = (id) => document.getElementById(id);
const text = (tag, value, cls) => { const el = document.createElement(tag); el.textContent = value; if (cls) el.className = cls; return el; };
function errorsCell(errors) {
  if (!errors) return text('td', 'no visits reported', 'ok');
  const rate = errors.visits ? ' (' + (100 * Math.min(errors.failed, errors.visits) / errors.visits).toFixed(1) + ' %)' : '';
  const failed = errors.failed + ' of ' + errors.visits + ' visits failed' + rate;
  if (errors.failed === 0 && errors.count === 0) return text('td', failed, 'ok');
  const kinds = Object.entries(errors.kinds).map(([k, n]) => k + ' ' + n).join(', ');
  const td = text('td', failed + (errors.count ? ' · reports: ' + kinds : ''), 'bad');
  td.title = errors.last;
  return td;
}
function row(role, v, extra) {
  const tr = document.createElement('tr');
  tr.append(text('td', role), text('td', v.version), text('td', v.publishedAt),
    text('td', v.release ? (v.release.commit || 'no commit').slice(0, 10) : '-'),
    text('td', v.release ? v.release.author : '-'),
    text('td', v.release ? (v.release.dirty ? 'dirty' + (v.release.forced ? ' (forced)' : '') : 'clean') : '-'),
    text('td', [v.shared ? '@shop/shared ' + (v.shared.version || v.shared.requiredVersion || '') : '', v.contract ? 'contract ' + v.contract : ''].filter(Boolean).join(' · ') || '-'),
    errorsCell(v.errors), text('td', extra || ''));
  return tr;
}
function render(data) {
  $('generated').textContent = 'As of ' + data.generatedAt;
  const root = $('bundles');
  root.replaceChildren();
  for (const b of data.bundles) {
    const section = document.createElement('section');
    section.className = 'bundle';
    section.dataset.bundle = b.name;
    section.append(text('h2', b.name));
    const table = document.createElement('table');
    const head = document.createElement('tr');
    for (const h of ['', 'version', 'released', 'commit', 'author', 'tree', 'contract', 'visits of its pages that failed, last hour (half of page loads report)', '']) head.append(text('th', h));
    table.append(head);
    if (b.live) table.append(row('live', b.live));
    if (b.canary) table.append(row('canary', b.canary, b.canary.percent + '% of shoppers since ' + b.canary.startedAt));
    for (const v of b.previous) table.append(row('previous', v));
    for (const v of b.stored) table.append(row('stored', v));
    section.append(table);
    if (b.windows.length) {
      const list = document.createElement('ul');
      for (const w of b.windows) {
        list.append(text('li', [w.target === '*' ? 'whole remote' : w.target, w.source, (w.from || '…') + ' – ' + (w.until || '…'), w.state,
          w.hides.length ? 'hides ' + w.hides.join(' ') : 'hides nothing', w.note || ''].filter(Boolean).join(' · ')));
      }
      section.append(text('h3', 'Windows'), list);
    }
    root.append(section);
  }
}
const filled = (body) => String(body.message || '').replace(/%(\\w+)/g, (w, n) => (body.parameters && n in body.parameters ? String(body.parameters[n]) : w));
async function call(method, url, body) {
  const res = await fetch(url, { method, cache: 'no-store', headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  let data = {};
  try { data = await res.json(); } catch { /* an empty answer */ }
  return { ok: res.ok, status: res.status, data };
}
function renderAccounts(items) {
  const body = $('accounts').tBodies[0];
  body.replaceChildren();
  for (const a of items) {
    const tr = document.createElement('tr');
    const toggle = text('button', both(a.disabled ? 'enable' : 'disable'));
    toggle.type = 'button';
    toggle.addEventListener('click', async () => {
      const res = await call('PATCH', '/operator/api/accounts/' + encodeURIComponent(a.login), { disabled: !a.disabled });
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
  const [accounts, audit] = await Promise.all([call('GET', '/operator/api/accounts'), call('GET', '/operator/api/audit?limit=100')]);
  if (accounts.ok) renderAccounts(accounts.data.items);
  if (audit.ok) renderAudit(audit.data.items);
}
async function load() {
  const me = await call('GET', '/operator/api/me');
  if (!me.ok) { $('live').hidden = true; $('login').hidden = false; return; }
  const roles = me.data.roles;
  $('who').textContent = both('signedInAs', { login: me.data.login, roles: roles.join(', ') });
  const releases = roles.includes('releases');
  $('no-releases').hidden = releases;
  if (releases) {
    const status = await call('GET', '/operator/api/status');
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
  const res = await call('POST', '/operator/login', { login: $('login-name').value, password: $('password').value });
  $('login-error').textContent = res.ok ? '' : filled(res.data);
  if (res.ok) { $('password').value = ''; await load(); }
});
$('new-account').addEventListener('submit', async (event) => {
  event.preventDefault();
  const login = $('new-login').value.trim();
  const roles = [...document.querySelectorAll('#new-account input[name=role]:checked')].map((box) => box.value);
  const res = await call('POST', '/operator/api/accounts', { login, password: $('new-password').value, roles });
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
  const res = await call('PATCH', '/operator/api/accounts/' + encodeURIComponent(login), password ? { roles, password } : { roles });
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
  const res = await fetch('/operator/api/product-pictures/' + encodeURIComponent(sku) + '?view=' + $('picture-slot').value, { method: 'POST', cache: 'no-store', headers: { 'content-type': file.type || 'application/octet-stream' }, body: file });
  let data = {};
  try { data = await res.json(); } catch { /* an empty answer */ }
  $('picture-message').textContent = res.ok ? both('pictureSaved', { sku, file: data.file }) : filled(data);
  $('picture-preview').hidden = !res.ok;
  if (res.ok) { $('picture-preview').src = data.url + '?w=160'; $('picture-file').value = ''; await loadAdmin(); }
});
$('logout').addEventListener('click', async () => { await fetch('/operator/logout', { method: 'POST' }); await load(); });
$('refresh').addEventListener('click', () => void load());
setInterval(() => { if (!$('live').hidden) void load(); }, 30000);
void load();
`;
