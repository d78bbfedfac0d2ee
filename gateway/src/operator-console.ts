import { inBoth, pageCss, pageHtml, pageScript, pageTexts, type OperatorPage } from './operator-page.ts';

const ROLES = ['admin', 'releases', 'campaigns', 'orders'] as const;

const TEXTS = pageTexts('console');
/** A text in both languages, English first, as the console shows it. */
const both = (key: keyof typeof TEXTS.en): string => inBoth(TEXTS, key);

/** The title and link of another operator page, in both languages, each marked with its own. */
function pageLink(id: string, href: string, page: Exclude<OperatorPage, 'console'>): string {
  const { en, fr } = pageTexts(page);
  return `<h2 id="${id}-title"><span lang="en">${en.pageTitle}</span> · <span lang="fr">${fr.pageTitle}</span></h2>
    <p><a href="${href}" lang="en">${en.consoleLink}</a> · <a href="${href}" lang="fr">${fr.consoleLink}</a></p>`;
}

/**
 * The operator console page: its own tiny app beside the storefront (no shell, no remote, no
 * shared code), served by the gateway at `/operator`. Operators are the shop's staff; the page
 * shows both their languages side by side, the version tables its script draws too. Script in a
 * file of its own (`/operator/console.js`)
 * so the page needs no inline script under any Content-Security-Policy.
 */
export const OPERATOR_CONSOLE_HTML = pageHtml({
  lang: 'en',
  title: both('pageTitle'),
  stylesheet: '/operator/console.css',
  script: '/operator/console.js',
  body: `<h1>${both('pageTitle')}</h1>
<form id="login" hidden>
  <label for="login-name">${both('loginName')}</label>
  <input id="login-name" name="login" autocomplete="username" autocapitalize="none" spellcheck="false" required>
  <label for="password">${both('password')}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">${both('signIn')}</button>
  <p id="login-error" role="alert"></p>
</form>
<section id="live" hidden aria-live="polite">
  <p><span id="who"></span> · <span id="generated"></span> <button id="refresh" type="button">${both('refresh')}</button> <button id="logout" type="button">${both('signOut')}</button></p>
  <p id="no-releases" hidden>${both('noReleasesRole')}</p>
  <div id="bundles"></div>
  <section id="reviews-part" class="bundle" aria-labelledby="reviews-title" hidden>
    ${pageLink('reviews', '/operator/reviews', 'reviewDesk')}
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
    ${pageLink('campaigns', '/operator/campaigns', 'campaignEditor')}
  </section>
  <section id="orders-part" class="bundle" aria-labelledby="orders-title" hidden>
    ${pageLink('orders', '/operator/orders', 'orderDesk')}
  </section>
</section>
`,
});

export const OPERATOR_CONSOLE_CSS = pageCss(
  { width: '72rem', switchable: false },
  `section.bundle{background:#fff;border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
label{display:block;margin:.5rem 0 .25rem}
label.inline{display:inline-block;margin-right:1rem}
fieldset{border:1px solid #ddd;margin:.5rem 0}
`,
);

export const OPERATOR_CONSOLE_JS = pageScript(TEXTS, 'operator-console-client.js');
