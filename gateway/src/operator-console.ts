import { CAMPAIGN_EDITOR_TEXTS } from './campaign-editor-texts.ts';

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
  <label for="password">Operator password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
  <p id="login-error" role="alert"></p>
</form>
<section id="live" hidden aria-live="polite">
  <p><span id="generated"></span> <button id="refresh" type="button">Refresh</button> <button id="logout" type="button">Sign out</button></p>
  <div id="bundles"></div>
  <section class="bundle" aria-labelledby="campaigns-title">
    <h2 id="campaigns-title"><span lang="en">${CAMPAIGN_EDITOR_TEXTS.en.pageTitle}</span> · <span lang="fr">${CAMPAIGN_EDITOR_TEXTS.fr.pageTitle}</span></h2>
    <p><a href="/operator/campaigns" lang="en">${CAMPAIGN_EDITOR_TEXTS.en.consoleLink}</a> · <a href="/operator/campaigns" lang="fr">${CAMPAIGN_EDITOR_TEXTS.fr.consoleLink}</a></p>
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
button{font:inherit;padding:.35rem .8rem}
`;

export const OPERATOR_CONSOLE_JS = `'use strict';
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
async function load() {
  const res = await fetch('/operator/api/status', { cache: 'no-store' });
  if (res.status === 401) { $('live').hidden = true; $('login').hidden = false; return; }
  render(await res.json());
  $('login').hidden = true;
  $('live').hidden = false;
}
$('login').addEventListener('submit', async (event) => {
  event.preventDefault();
  const res = await fetch('/operator/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: $('password').value }) });
  $('login-error').textContent = res.ok ? '' : (await res.json()).message;
  if (res.ok) { $('password').value = ''; await load(); }
});
$('logout').addEventListener('click', async () => { await fetch('/operator/logout', { method: 'POST' }); await load(); });
$('refresh').addEventListener('click', () => void load());
setInterval(() => { if (!$('live').hidden) void load(); }, 30000);
void load();
`;
