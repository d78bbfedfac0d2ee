/* The campaign editor in the browser. `TEXTS` (both languages) and the operator pages' helpers
   (operator-page-client.js) are put in front of this file by the server (campaign-editor-page.ts).
   Plain script, no build: it runs as served. */
/* global $, element, filled, api, t, lang, numberIn, applyPageTexts, onLanguageSwitch */

const ZONE = 'Africa/Douala';
const MIN_CONTRAST = 4.5;
const MEGABYTE = 1024 * 1024;
const HERO_MAX_BYTES = 12 * MEGABYTE;
const SORT_FIELDS = ['best_sellers', 'new', 'price', 'product_name', 'percent_off'];

/** The input (or group) each field the back end names belongs to, and where its message goes. */
const FIELDS = {
  slug: 'f-slug',
  kind: 'f-kind',
  'title.fr': 'f-title-fr',
  'title.en': 'f-title-en',
  'text.fr': 'f-text-fr',
  'text.en': 'f-text-en',
  hero_image: 'f-hero',
  'colors.background': 'f-colour-background',
  'colors.text': 'f-colour-text',
  'colors.accent': 'f-colour-accent',
  starts_at: 'f-starts',
  ends_at: 'f-ends',
  selection: 'f-selection',
  'selection.categories': 'f-categories',
  'selection.brands': 'f-brands',
  'selection.flags': 'f-flags',
  'selection.skus': 'f-skus',
  'selection.max_price': 'f-max-price',
  'selection.max_percent_off': 'f-max-percent-off',
  'selection.hours': 'f-hours',
  sort: 'f-sort-field',
};
const errorIdOf = (inputId) => (inputId === 'f-sort-field' ? 'f-sort-error' : inputId + '-error');

let campaigns = [];
let choices = null;
let editing = null;
const chosen = { categories: new Set(), brands: new Set(), flags: new Set(), skus: new Map() };
let hero = null;

// ---- Douala time: what the operator types and reads; instants are what is stored. ----
function zoneOffset(instant) {
  const parts = {};
  for (const part of new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant))) {
    parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(instant / 1000) * 1000;
}
/** `2026-12-01T09:00` typed in Douala → the instant, as ISO 8601 in UTC. */
function fromLocalInput(value) {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const wall = Date.parse(value + ':00Z');
  return new Date(wall - zoneOffset(wall - zoneOffset(wall))).toISOString();
}
function toLocalInput(iso) {
  const instant = Date.parse(iso);
  return new Date(instant + zoneOffset(instant)).toISOString().slice(0, 16);
}
const shownDate = (iso) => new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { timeZone: ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

// ---- WCAG 2 contrast, as the back end checks it. ----
function luminance(hex) {
  const channel = (i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const campaignPath = (slug) => '/operator/api/campaigns/' + slug.split('/').map(encodeURIComponent).join('/');
const previewHref = (slug) => (lang === 'en' ? '/en' : '') + '/apercu-campagne/' + slug.split('/').map(encodeURIComponent).join('/');

// ---- Texts ----
function applyTexts() {
  applyPageTexts();
  const sortField = $('f-sort-field');
  const current = sortField.value || 'best_sellers';
  sortField.replaceChildren(...SORT_FIELDS.map((field) => element('option', t('sort_' + field), { value: field })));
  sortField.value = current;
  $('form-title').textContent = editing ? t('formEdit', { slug: editing }) : t('formNew');
  renderList();
  renderPickers();
  renderChosenProducts();
  renderContrast();
  renderHero();
  updatePreviewLink();
}

// ---- The list ----
function stateLabel(c) {
  if (c.state === 'draft') return t('stateDraft');
  return { programmed: t('stateProgrammed'), in_progress: t('stateInProgress'), ended: t('stateEnded') }[c.status] || c.status;
}
function renderList() {
  const body = $('campaigns').tBodies[0];
  body.replaceChildren();
  for (const c of campaigns) {
    const tr = element('tr', null, { 'data-slug': c.slug, 'data-state': c.state === 'draft' ? 'draft' : c.status });
    const actions = element('td');
    const edit = element('button', t('edit'), { type: 'button' });
    edit.addEventListener('click', () => openForm(c));
    const preview = element('a', t('preview'), { href: previewHref(c.slug), target: '_blank', rel: 'noopener' });
    const remove = element('button', t('remove'), { type: 'button' });
    remove.addEventListener('click', () => void removeCampaign(c.slug));
    actions.append(edit, ' ', preview, ' ', remove);
    tr.append(element('td', '/' + c.slug), element('td', c.title[lang]), element('td', stateLabel(c)), element('td', shownDate(c.starts_at)), element('td', shownDate(c.ends_at)), actions);
    body.append(tr);
  }
}
async function loadList() {
  const res = await api('GET', '/operator/api/campaigns');
  $('signed-out').hidden = res.status !== 401;
  $('unavailable').hidden = res.status !== 503;
  if (!res.ok) {
    $('list-section').hidden = true;
    $('editor').hidden = true;
    return false;
  }
  campaigns = res.data.items;
  $('list-section').hidden = false;
  renderList();
  return true;
}
async function removeCampaign(slug) {
  if (!confirm(t('confirmRemove', { slug }))) return;
  const res = await api('DELETE', campaignPath(slug));
  $('notice').textContent = res.ok ? t('removed', { slug }) : t('refused', { message: filled(res.data) });
  if (editing === slug) closeForm();
  await loadList();
}

// ---- Pickers ----
function option(container, value, text, checked, onChange, indent) {
  const label = element('label');
  if (indent) label.style.paddingLeft = indent + 'rem';
  const box = element('input', null, { type: 'checkbox', value });
  box.checked = checked;
  box.addEventListener('change', () => onChange(box.checked));
  label.append(box, element('span', text));
  container.append(label);
}
const toggle = (set, value) => (on) => {
  if (on) set.add(value);
  else set.delete(value);
  scheduleCount();
};
function renderPickers() {
  if (!choices) return;
  const categoryFilter = $('categories-filter').value.trim().toLowerCase();
  const categories = $('categories-options');
  categories.replaceChildren();
  const children = new Map();
  for (const c of choices.categories) {
    const key = c.parent_id === null ? 'root' : c.parent_id;
    if (!children.has(key)) children.set(key, []);
    children.get(key).push(c);
  }
  const known = new Set(choices.categories.map((c) => c.id));
  const roots = choices.categories.filter((c) => c.parent_id === null || !known.has(c.parent_id));
  const walk = (list, depth) => {
    for (const c of list) {
      const name = c.name[lang];
      if (!categoryFilter || name.toLowerCase().includes(categoryFilter)) {
        option(categories, String(c.id), name + ' (' + numberIn(lang, c.count) + ')', chosen.categories.has(c.id), toggle(chosen.categories, c.id), categoryFilter ? 0 : depth);
      }
      walk(children.get(c.id) || [], depth + 1);
    }
  };
  walk(roots, 0);
  const brandFilter = $('brands-filter').value.trim().toLowerCase();
  const brands = $('brands-options');
  brands.replaceChildren();
  for (const b of choices.brands) {
    if (brandFilter && !b.name.toLowerCase().includes(brandFilter)) continue;
    option(brands, b.name, b.name + ' (' + numberIn(lang, b.count) + ')', chosen.brands.has(b.name), toggle(chosen.brands, b.name));
  }
  const flags = $('flags-options');
  flags.replaceChildren();
  for (const f of choices.flags) option(flags, f.flag, t('flag_' + f.flag) + ' (' + numberIn(lang, f.count) + ')', chosen.flags.has(f.flag), toggle(chosen.flags, f.flag));
}
function renderChosenProducts() {
  const list = $('product-chosen');
  list.replaceChildren();
  if (chosen.skus.size === 0) list.append(element('li', t('productNone')));
  for (const [sku, name] of chosen.skus) {
    const li = element('li', null, { 'data-sku': sku });
    const remove = element('button', t('productRemove'), { type: 'button', 'aria-label': t('productRemove') + ' ' + sku });
    remove.addEventListener('click', () => {
      chosen.skus.delete(sku);
      renderChosenProducts();
      scheduleCount();
    });
    li.append(element('span', (name ? name[lang] + ' — ' : '') + sku), remove);
    list.append(li);
  }
}
let searchTimer = 0;
function searchProducts() {
  clearTimeout(searchTimer);
  searchTimer = setTimeout(async () => {
    const text = $('product-search').value.trim();
    const results = $('product-results');
    if (text.length < 2) {
      results.replaceChildren();
      return;
    }
    const res = await api('GET', '/operator/api/campaign-products?q=' + encodeURIComponent(text));
    if (text !== $('product-search').value.trim()) return;
    results.replaceChildren();
    const items = res.ok ? res.data.items : [];
    if (items.length === 0) results.append(element('li', t('productNoResult')));
    for (const item of items) {
      const li = element('li', null, { 'data-sku': item.sku });
      const add = element('button', t('productAdd'), { type: 'button', 'aria-label': t('productAdd') + ' ' + item.sku });
      add.addEventListener('click', () => {
        chosen.skus.set(item.sku, item.name);
        renderChosenProducts();
        scheduleCount();
      });
      li.append(element('span', item.name[lang] + ' — ' + item.sku), add);
      results.append(li);
    }
  }, 250);
}

// ---- Reading the form ----
class FieldError extends Error {
  constructor(field, message) {
    super(message);
    this.field = field;
  }
}
function labelOf(field) {
  const input = $(FIELDS[field]);
  const label = input && document.querySelector('label[for="' + input.id + '"]');
  return label ? label.textContent : field;
}
function wholeNumber(field, id) {
  const raw = $(id).value.trim();
  if (!raw) return undefined;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1) throw new FieldError(field, t('invalidNumber', { field: labelOf(field), value: raw }));
  return Number(raw);
}
function readSelection() {
  const selection = {};
  if (chosen.categories.size) selection.categories = [...chosen.categories];
  if (chosen.brands.size) selection.brands = [...chosen.brands];
  if (chosen.flags.size) selection.flags = [...chosen.flags];
  if (chosen.skus.size) selection.skus = [...chosen.skus.keys()];
  const maxPrice = wholeNumber('selection.max_price', 'f-max-price');
  if (maxPrice !== undefined) selection.max_price = maxPrice;
  const maxPercent = wholeNumber('selection.max_percent_off', 'f-max-percent-off');
  if (maxPercent !== undefined) selection.max_percent_off = maxPercent;
  const hoursText = $('f-hours').value.trim();
  if (hoursText) {
    const hours = hoursText.split(/[\s,;]+/).filter(Boolean);
    if (!hours.every((h) => /^\d{1,2}$/.test(h) && Number(h) <= 23)) throw new FieldError('selection.hours', t('invalidHours', { field: labelOf('selection.hours'), value: hoursText }));
    selection.hours = hours.map(Number);
  }
  return selection;
}
function readDate(field, id) {
  const iso = fromLocalInput($(id).value);
  if (!iso) throw new FieldError(field, t('invalidDate', { field: labelOf(field) }));
  return iso;
}
function readForm(state, startNow) {
  return {
    slug: $('f-slug').value.trim().replace(/^\/+/, ''),
    kind: $('f-kind').value,
    state,
    title: { fr: $('f-title-fr').value, en: $('f-title-en').value },
    text: { fr: $('f-text-fr').value, en: $('f-text-en').value },
    hero_image: hero ? hero.path : null,
    colors: { background: $('f-colour-background').value, text: $('f-colour-text').value, accent: $('f-colour-accent').value },
    starts_at: startNow ? new Date().toISOString() : readDate('starts_at', 'f-starts'),
    ends_at: readDate('ends_at', 'f-ends'),
    selection: readSelection(),
    sort: { field: $('f-sort-field').value, direction: $('f-sort-direction').value },
  };
}

// ---- Errors next to their field, and next to the buttons ----
function clearErrors() {
  $('form-error').textContent = '';
  for (const el of document.querySelectorAll('#editor .error')) el.textContent = '';
  for (const el of document.querySelectorAll('#editor [aria-invalid]')) el.removeAttribute('aria-invalid');
}
function showError(field, message) {
  $('form-error').textContent = t('refused', { message });
  const id = FIELDS[field];
  if (!id) return;
  const input = $(id);
  const slot = $(errorIdOf(id));
  if (slot) slot.textContent = message;
  input.setAttribute('aria-invalid', 'true');
  // A group (the pickers) is not focusable: its first control is.
  const target = input.matches('input,select,textarea') ? input : input.querySelector('input,select,textarea');
  if (target) target.focus({ preventScroll: true });
  input.scrollIntoView({ block: 'center' });
}

// ---- Live count ----
let countTimer = 0;
let countRound = 0;
function scheduleCount() {
  clearTimeout(countTimer);
  $('count').textContent = t('countPending');
  countTimer = setTimeout(async () => {
    const round = ++countRound;
    $('f-selection-error').textContent = '';
    let selection;
    try {
      selection = readSelection();
    } catch (error) {
      $('count').textContent = '';
      if (error instanceof FieldError) $('f-selection-error').textContent = error.message;
      return;
    }
    const res = await api('POST', '/operator/api/campaign-count', { selection });
    if (round !== countRound) return;
    if (!res.ok) {
      $('count').textContent = '';
      $('f-selection-error').textContent = filled(res.data);
      return;
    }
    const empty = Object.keys(selection).length === 0;
    $('count').textContent = empty ? t('countEmpty') : t('count', { count: numberIn(lang, res.data.count) });
    $('count').dataset.count = String(res.data.count);
  }, 300);
}

// ---- Colours ----
function renderContrast() {
  const background = $('f-colour-background').value;
  const text = $('f-colour-text').value;
  const ratio = contrast(text, background);
  // Cut, not rounded: 4.499 must not read as the 4.5 it fails to reach.
  const shown = numberIn(lang, Math.floor(ratio * 100) / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const min = numberIn(lang, MIN_CONTRAST);
  const line = $('contrast');
  line.textContent = ratio >= MIN_CONTRAST ? t('contrastOk', { ratio: shown, min }) : t('contrastLow', { ratio: shown, min, text, background });
  line.className = ratio >= MIN_CONTRAST ? 'ok' : 'bad';
  $('sample').style.background = background;
  $('sample').style.color = text;
  $('sample-title').textContent = $('f-title-' + lang).value || t('sample');
  $('sample-badge').style.background = $('f-colour-accent').value;
  $('sample-badge').textContent = t('stateInProgress');
}

// ---- Hero image ----
function renderHero() {
  const img = $('hero-preview');
  img.hidden = !hero;
  $('hero-remove').hidden = !hero;
  if (hero) img.src = hero.path;
  else img.removeAttribute('src');
  if (!$('hero-status').dataset.busy) $('hero-status').textContent = hero ? (hero.width ? t('heroStored', { width: hero.width, height: hero.height }) : hero.path) : t('heroNone');
}
async function uploadHero() {
  const file = $('f-hero').files[0];
  if (!file) return;
  clearErrors();
  if (file.size > HERO_MAX_BYTES) {
    const size = numberIn(lang, file.size / MEGABYTE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    showError('hero_image', t('heroTooLarge', { size, max: numberIn(lang, HERO_MAX_BYTES / MEGABYTE) }));
    return;
  }
  $('hero-status').dataset.busy = '1';
  $('hero-status').textContent = t('heroUploading');
  const res = await api('POST', '/operator/api/campaign-hero', file, file.type || 'application/octet-stream');
  delete $('hero-status').dataset.busy;
  if (res.ok) hero = res.data;
  else showError('hero_image', res.data ? filled(res.data) : t('failed', { status: res.status }));
  $('f-hero').value = '';
  renderHero();
}

// ---- Open, save, close ----
function updatePreviewLink() {
  const link = $('preview-saved');
  link.hidden = !editing;
  if (editing) link.href = previewHref(editing);
}
async function openForm(campaign) {
  clearErrors();
  editing = campaign ? campaign.slug : null;
  const day = 86400000;
  const startOfTomorrow = toLocalInput(new Date(Date.now() + day).toISOString()).slice(0, 10) + 'T00:00';
  $('f-slug').value = campaign ? campaign.slug : '';
  $('f-kind').value = campaign ? campaign.kind : 'campaign';
  $('f-title-fr').value = campaign ? campaign.title.fr : '';
  $('f-title-en').value = campaign ? campaign.title.en : '';
  $('f-text-fr').value = campaign ? campaign.text.fr : '';
  $('f-text-en').value = campaign ? campaign.text.en : '';
  $('f-colour-background').value = campaign ? campaign.colors.background : '#0b6e4f';
  $('f-colour-text').value = campaign ? campaign.colors.text : '#ffffff';
  $('f-colour-accent').value = campaign ? campaign.colors.accent : '#f5a623';
  $('f-starts').value = campaign ? toLocalInput(campaign.starts_at) : startOfTomorrow;
  $('f-ends').value = campaign ? toLocalInput(campaign.ends_at) : toLocalInput(new Date(Date.parse(fromLocalInput(startOfTomorrow)) + 7 * day).toISOString());
  hero = campaign && campaign.hero_image ? { path: campaign.hero_image } : null;
  const selection = campaign ? campaign.selection : {};
  chosen.categories = new Set(selection.categories || []);
  chosen.brands = new Set(selection.brands || []);
  chosen.flags = new Set(selection.flags || []);
  chosen.skus = new Map((selection.skus || []).map((sku) => [sku, null]));
  $('f-max-price').value = selection.max_price || '';
  $('f-max-percent-off').value = selection.max_percent_off || '';
  $('f-hours').value = (selection.hours || []).join(', ');
  $('f-sort-field').value = campaign ? campaign.sort.field : 'best_sellers';
  $('f-sort-direction').value = campaign ? campaign.sort.direction : 'desc';
  $('product-search').value = '';
  $('product-results').replaceChildren();
  $('editor').hidden = false;
  $('form-title').textContent = editing ? t('formEdit', { slug: editing }) : t('formNew');
  renderPickers();
  renderChosenProducts();
  renderContrast();
  renderHero();
  updatePreviewLink();
  scheduleCount();
  $('f-slug').focus();
  if (chosen.skus.size) {
    const res = await api('GET', '/operator/api/campaign-products?skus=' + encodeURIComponent([...chosen.skus.keys()].join(',')));
    if (res.ok) for (const item of res.data.items) if (chosen.skus.has(item.sku)) chosen.skus.set(item.sku, item.name);
    renderChosenProducts();
  }
}
function closeForm() {
  editing = null;
  $('editor').hidden = true;
}
async function save(state, startNow) {
  clearErrors();
  $('notice').textContent = '';
  let body;
  try {
    body = readForm(state, startNow);
  } catch (error) {
    if (!(error instanceof FieldError)) throw error;
    showError(error.field, error.message);
    return;
  }
  const res = editing ? await api('PATCH', campaignPath(editing), body) : await api('POST', '/operator/api/campaigns', body);
  if (!res.ok) {
    if (res.data && res.data.message) showError(res.data.parameters && res.data.parameters.field, filled(res.data));
    else showError(null, t('failed', { status: res.status }));
    return;
  }
  const saved = res.data;
  editing = saved.slug;
  // "Publish now" moved the start: the form shows what is stored, so a later save keeps it.
  $('f-starts').value = toLocalInput(saved.starts_at);
  $('f-ends').value = toLocalInput(saved.ends_at);
  $('form-title').textContent = t('formEdit', { slug: editing });
  updatePreviewLink();
  const values = { slug: saved.slug, starts: shownDate(saved.starts_at), ends: shownDate(saved.ends_at) };
  $('notice').textContent = saved.state === 'draft' ? t('savedDraft', values) : saved.status === 'in_progress' ? t('savedLive', values) : t('savedScheduled', values);
  await loadList();
}

// ---- Wiring ----
onLanguageSwitch(() => {
  clearErrors();
  applyTexts();
  scheduleCount();
});
$('new-campaign').addEventListener('click', () => void openForm(null));
$('cancel').addEventListener('click', closeForm);
$('save-draft').addEventListener('click', () => void save('draft', false));
$('schedule').addEventListener('click', () => void save('scheduled', false));
$('publish-now').addEventListener('click', () => void save('scheduled', true));
$('editor').addEventListener('submit', (event) => event.preventDefault());
for (const id of ['f-colour-background', 'f-colour-text', 'f-colour-accent', 'f-title-fr', 'f-title-en']) $(id).addEventListener('input', renderContrast);
for (const id of ['f-max-price', 'f-max-percent-off', 'f-hours']) $(id).addEventListener('input', scheduleCount);
$('categories-filter').addEventListener('input', renderPickers);
$('brands-filter').addEventListener('input', renderPickers);
$('product-search').addEventListener('input', searchProducts);
$('f-hero').addEventListener('change', () => void uploadHero());
$('hero-remove').addEventListener('click', () => {
  hero = null;
  renderHero();
});

(async () => {
  applyTexts();
  if (!(await loadList())) return;
  const res = await api('GET', '/operator/api/campaign-choices');
  if (res.ok) choices = res.data;
  renderPickers();
})();
