/* The operator pages' helpers in the browser, put by operator-page.ts between `TEXTS` (the page's
   words in both languages) and the page's own script. Plain script, no build: it runs as served. */
/* global TEXTS */
/* oxlint-disable no-unused-vars -- each page uses some of these helpers, none uses them all */

const $ = (id) => document.getElementById(id);

function element(tag, text, attributes) {
  const el = document.createElement(tag);
  if (text !== undefined && text !== null) el.textContent = text;
  for (const [name, value] of Object.entries(attributes || {})) el.setAttribute(name, value);
  return el;
}

/** A number as the language `l` writes it ("25,0 %" in French, "25.0%" in English); `options` are Intl.NumberFormat's. */
const numberIn = (l, value, options) => new Intl.NumberFormat(l === 'en' ? 'en-GB' : 'fr-FR', options).format(value);

/** `{name}` placeholders of one of the page's texts filled in. */
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (whole, name) => (values && name in values ? String(values[name]) : whole));

/** The back end's Magento-style message with its `%name` placeholders filled in. */
const filled = (body) => String((body && body.message) || '').replace(/%(\w+)/g, (whole, name) => (body.parameters && name in body.parameters ? String(body.parameters[name]) : whole));

/**
 * One call to the page's routes. A body is sent as JSON, or as it is when its `type` is given (a
 * file); `data` is null when the answer has no JSON (a 204, a proxy's page).
 */
async function call(method, url, body, { type, headers } = {}) {
  const init = { method, cache: 'no-store', headers: { ...headers } };
  if (body !== undefined) {
    init.headers['content-type'] = type || 'application/json';
    init.body = type ? body : JSON.stringify(body);
  }
  const res = await fetch(url, init);
  let data = null;
  try {
    data = await res.json();
  } catch {
    // an empty answer
  }
  return { ok: res.ok, status: res.status, data };
}

// ---- Pages with a language switch: the operator's choice, else the browser's. ----
let lang = (() => {
  let stored = null;
  try {
    stored = localStorage.getItem('operator-language');
  } catch {
    // private browsing: no choice kept
  }
  return stored === 'en' || stored === 'fr' ? stored : (navigator.language || 'fr').toLowerCase().startsWith('en') ? 'en' : 'fr';
})();
const t = (key, values) => fill(TEXTS[lang][key] || key, values);

/** A call in the operator's language: the back end words its refusals in it. */
const api = (method, path, body, type) => call(method, path + (path.includes('?') ? '&' : '?') + 'locale=' + lang, body, { type, headers: { 'accept-language': lang } });

/** The page's title, its `data-t` words and the switch, in the current language. */
function applyPageTexts() {
  document.documentElement.lang = lang;
  document.title = t('pageTitle');
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  $('language').textContent = t('otherLanguage');
  $('language').lang = t('otherLanguageCode');
}

/** The switch flips the language, keeps the choice for the operator's other pages, then `redraw`s. */
function onLanguageSwitch(redraw) {
  $('language').addEventListener('click', () => {
    lang = lang === 'en' ? 'fr' : 'en';
    try {
      localStorage.setItem('operator-language', lang);
    } catch {
      // private browsing: the choice lasts for the page
    }
    redraw();
  });
}

// ---- Pages in both languages side by side (English first). ----
/**
 * Said once when both languages say the same (a column "version", a package name). `values` may be
 * a function of the language, for figures each language writes its own way (`numberIn`).
 */
const both = (key, values) => [...new Set(['en', 'fr'].map((l) => fill(TEXTS[l][key], typeof values === 'function' ? values(l) : values)))].join(' · ');
/** An element holding `value`, of the class `cls` when given (the console's tables). */
const text = (tag, value, cls) => element(tag, value, cls ? { class: cls } : undefined);
