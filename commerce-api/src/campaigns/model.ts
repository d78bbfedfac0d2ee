/**
 * A campaign page as data, and the rules a campaign manager's input must satisfy. Pure: the
 * routes validate with it, the CLI and the unit tests too.
 */

export const CAMPAIGN_FLAGS = ['is_black_friday', 'is_crazy_hours', 'is_crazy_day', 'is_on_flash_sale', 'is_free_shipping', 'is_second_hand', 'is_gt_global'] as const;
export type CampaignFlag = (typeof CAMPAIGN_FLAGS)[number];

/** The catalogue's sort options that make sense for a campaign, plus the discount. */
export const SORT_FIELDS = ['best_sellers', 'new', 'price', 'product_name', 'percent_off'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export type CampaignStatus = 'programmed' | 'in_progress' | 'ended';

/**
 * Whether shoppers may see it: a draft is the manager's alone (no page, no route, previewed from
 * the console only); a scheduled campaign has its page from now on, counting down to its start.
 */
export const CAMPAIGN_STATES = ['draft', 'scheduled'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** WCAG 2 AA for normal text: the campaign's text on its background must reach this ratio. */
export const MIN_CONTRAST = 4.5;

/** A seasonal campaign (dated, with countdowns) or a brand shop (a brand's standing page). */
export const CAMPAIGN_KINDS = ['campaign', 'brand'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** How long an ended campaign still answers with its "Promotion Ended" page before its URL is a 404. */
export const ENDED_VISIBLE_DAYS = 7;
const DAY_MS = 86_400_000;

export interface Selection {
  /** Category ids; their sub-categories count too. */
  categories?: number[];
  /** Product flags that must all be set. */
  flags?: CampaignFlag[];
  /** Brands (the `marque` attribute), any of them, case-insensitive. */
  brands?: string[];
  skus?: string[];
  /** Price cap in FCFA on the price paid now. */
  max_price?: number;
  /** Discount cap: a product discounted more than this is left out (the festival's "up to 80 %"). */
  max_percent_off?: number;
  /**
   * Crazy hours: the hours of the day (0–23, Douala time) whose hour-long window puts the
   * selection on offer; outside them the page counts down to the next one and offers nothing.
   */
  hours?: number[];
}

export interface Localised {
  fr: string;
  en: string;
}

export interface Campaign {
  slug: string;
  kind: CampaignKind;
  state: CampaignState;
  title: Localised;
  text: Localised;
  hero_image: string | null;
  colors: { background: string; text: string; accent: string };
  starts_at: string;
  ends_at: string;
  selection: Selection;
  sort: { field: SortField; direction: 'asc' | 'desc' };
}

/** What the API or the CLI rejected, as a message key and its parameters. */
export interface Invalid {
  key: string;
  parameters: Record<string, string | number>;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: Invalid };

const SEGMENT = '[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*';
/** One or two path segments: `black-friday`, `black-friday/brand-days`. */
export const SLUG_PATTERN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})?$`);
/** First path segments that belong to the store itself, never to a campaign. */
export const RESERVED_SEGMENTS = new Set(['api', 'rest', 'search', 'media', 'remotes', 'builds', 'static', 'fr', 'en', 'mobile', 'sitemap.xml']);
const COLOR = /^#[0-9a-fA-F]{6}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const IMAGE = /^(?:\/media\/[A-Za-z0-9/_.%-]+|https:\/\/[A-Za-z0-9.-]+(?::\d+)?\/[A-Za-z0-9/_.%~-]*)$/;

const fail = (key: string, parameters: Record<string, string | number> = {}): { ok: false; error: Invalid } => ({ ok: false, error: { key, parameters } });

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (i: number): number => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Programmed before its start, in progress until its end, ended after. */
export function statusAt(campaign: Pick<Campaign, 'starts_at' | 'ends_at'>, now: Date): CampaignStatus {
  const t = now.getTime();
  if (t < Date.parse(campaign.starts_at)) return 'programmed';
  if (t < Date.parse(campaign.ends_at)) return 'in_progress';
  return 'ended';
}

/** Until when the campaign's URL exists (its ended page included). */
export function visibleUntil(campaign: Pick<Campaign, 'ends_at'>): string {
  return new Date(Date.parse(campaign.ends_at) + ENDED_VISIBLE_DAYS * DAY_MS).toISOString();
}

export function isVisible(campaign: Pick<Campaign, 'ends_at'>, now: Date): boolean {
  return now.getTime() < Date.parse(visibleUntil(campaign));
}

export function checkSlug(slug: string): Checked<string> {
  if (slug.length > 80 || !SLUG_PATTERN.test(slug)) return fail('campaign_invalid_slug', { fieldName: 'slug', slug: slug.slice(0, 80) });
  if (RESERVED_SEGMENTS.has(slug.split('/')[0]!.toLowerCase())) return fail('campaign_reserved_slug', { fieldName: 'slug', slug });
  return { ok: true, value: slug };
}

function checkText(value: Localised, field: string, max: number, required: boolean): Checked<Localised> {
  const fr = value.fr.trim();
  const en = value.en.trim();
  for (const [lang, text] of [['fr', fr], ['en', en]] as const) {
    if (required && !text) return fail('required_field', { fieldName: `${field}.${lang}` });
    if (text.length > max) return fail('campaign_text_too_long', { fieldName: `${field}.${lang}`, max, length: text.length });
  }
  return { ok: true, value: { fr, en } };
}

function uniqueList<T>(list: T[] | undefined): T[] | undefined {
  return list && list.length > 0 ? [...new Set(list)] : undefined;
}

export function checkSelection(input: Selection): Checked<Selection> {
  const selection: Selection = {};
  const categories = uniqueList(input.categories);
  if (categories) {
    const bad = categories.find((id) => !Number.isInteger(id) || id < 1);
    if (bad !== undefined) return fail('campaign_invalid_selection', { fieldName: 'selection.categories', value: String(bad) });
    selection.categories = categories;
  }
  const flags = uniqueList(input.flags);
  if (flags) {
    const bad = flags.find((f) => !(CAMPAIGN_FLAGS as readonly string[]).includes(f));
    if (bad !== undefined) return fail('campaign_invalid_selection', { fieldName: 'selection.flags', value: String(bad) });
    selection.flags = flags;
  }
  const brands = uniqueList(input.brands?.map((b) => b.trim()));
  if (brands) {
    if (brands.some((b) => !b)) return fail('campaign_invalid_selection', { fieldName: 'selection.brands', value: '' });
    selection.brands = brands;
  }
  const skus = uniqueList(input.skus?.map((s) => s.trim()));
  if (skus) {
    if (skus.some((s) => !s)) return fail('campaign_invalid_selection', { fieldName: 'selection.skus', value: '' });
    selection.skus = skus;
  }
  if (input.max_price !== undefined) {
    if (!Number.isInteger(input.max_price) || input.max_price < 1) return fail('campaign_invalid_selection', { fieldName: 'selection.max_price', value: String(input.max_price) });
    selection.max_price = input.max_price;
  }
  if (input.max_percent_off !== undefined) {
    if (!Number.isInteger(input.max_percent_off) || input.max_percent_off < 1 || input.max_percent_off > 100) {
      return fail('campaign_invalid_selection', { fieldName: 'selection.max_percent_off', value: String(input.max_percent_off) });
    }
    selection.max_percent_off = input.max_percent_off;
  }
  const hours = uniqueList(input.hours);
  if (hours) {
    const bad = hours.find((h) => !Number.isInteger(h) || h < 0 || h > 23);
    if (bad !== undefined) return fail('campaign_invalid_selection', { fieldName: 'selection.hours', value: String(bad) });
    selection.hours = hours.toSorted((a, b) => a - b);
  }
  // A discount cap alone would put the whole catalogue on the page.
  if (!selection.categories && !selection.flags && !selection.brands && !selection.skus && selection.max_price === undefined) {
    return fail('campaign_empty_selection', { fieldName: 'selection' });
  }
  return { ok: true, value: selection };
}

/** ISO 8601 with a zone, normalised to UTC milliseconds so stored dates sort as text. */
export function checkDate(value: string, field: string): Checked<string> {
  const time = ISO.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time)) return fail('campaign_invalid_date', { fieldName: field, value: value.slice(0, 40) });
  return { ok: true, value: new Date(time).toISOString() };
}

/** The whole campaign, as it will be stored: every rule checked, values normalised. */
export function checkCampaign(input: Omit<Campaign, 'state'> & { state?: CampaignState }): Checked<Campaign> {
  const slug = checkSlug(input.slug);
  if (!slug.ok) return slug;
  const title = checkText(input.title, 'title', 120, true);
  if (!title.ok) return title;
  const text = checkText(input.text, 'text', 4000, false);
  if (!text.ok) return text;
  const hero = input.hero_image === null || input.hero_image === '' ? null : input.hero_image.trim();
  if (hero !== null && (hero.length > 500 || !IMAGE.test(hero))) return fail('campaign_invalid_image', { fieldName: 'hero_image', value: hero.slice(0, 80) });
  for (const [name, value] of Object.entries(input.colors)) {
    if (!COLOR.test(value)) return fail('campaign_invalid_color', { fieldName: `colors.${name}`, value: value.slice(0, 20) });
  }
  const ratio = contrastRatio(input.colors.text, input.colors.background);
  if (ratio < MIN_CONTRAST) {
    // Rounded down: 4.49 must not read as the 4.5 it misses (the API writes it in the operator's language).
    const shown = Math.floor(ratio * 100) / 100;
    return fail('campaign_low_contrast', { fieldName: 'colors.text', text: input.colors.text.toLowerCase(), background: input.colors.background.toLowerCase(), ratio: shown, minimum: MIN_CONTRAST });
  }
  const starts = checkDate(input.starts_at, 'starts_at');
  if (!starts.ok) return starts;
  const ends = checkDate(input.ends_at, 'ends_at');
  if (!ends.ok) return ends;
  if (ends.value <= starts.value) return fail('campaign_ends_before_start', { fieldName: 'ends_at', starts_at: starts.value, ends_at: ends.value });
  const selection = checkSelection(input.selection);
  if (!selection.ok) return selection;
  if (!(CAMPAIGN_KINDS as readonly string[]).includes(input.kind)) return fail('campaign_invalid_kind', { fieldName: 'kind', value: String(input.kind) });
  const state = input.state ?? 'scheduled';
  if (!(CAMPAIGN_STATES as readonly string[]).includes(state)) return fail('campaign_invalid_state', { fieldName: 'state', value: String(state) });
  if (!(SORT_FIELDS as readonly string[]).includes(input.sort.field) || !['asc', 'desc'].includes(input.sort.direction)) {
    return fail('campaign_invalid_sort', { fieldName: 'sort', value: `${input.sort.field} ${input.sort.direction}` });
  }
  return {
    ok: true,
    value: {
      slug: slug.value,
      kind: input.kind,
      state,
      title: title.value,
      text: text.value,
      hero_image: hero,
      colors: { background: input.colors.background.toLowerCase(), text: input.colors.text.toLowerCase(), accent: input.colors.accent.toLowerCase() },
      starts_at: starts.value,
      ends_at: ends.value,
      selection: selection.value,
      sort: { field: input.sort.field, direction: input.sort.direction },
    },
  };
}

/** An edit: the stored campaign with the given fields replaced (objects one level deep). */
export function mergeCampaign(stored: Campaign, patch: Partial<Campaign>): Campaign {
  return {
    ...stored,
    ...patch,
    title: { ...stored.title, ...patch.title },
    text: { ...stored.text, ...patch.text },
    colors: { ...stored.colors, ...patch.colors },
    sort: { ...stored.sort, ...patch.sort },
    selection: patch.selection ?? stored.selection,
  };
}

/** Cameroon is UTC+1 all year: an hour of the day in Douala starts one hour earlier in UTC. */
const DOUALA_OFFSET_MS = 3_600_000;
const HOUR_MS = 3_600_000;

export interface HourWindow {
  starts_at: string;
  ends_at: string;
}

const toWindow = (w: { start: number; end: number } | undefined): HourWindow | null =>
  w ? { starts_at: new Date(w.start).toISOString(), ends_at: new Date(w.end).toISOString() } : null;

/**
 * The crazy hour running at `now` and the next one, within the campaign's dates (windows are
 * clipped to them). `null` when none runs / none is left.
 */
export function crazyHours(campaign: Pick<Campaign, 'starts_at' | 'ends_at'> & { selection: Pick<Selection, 'hours'> }, now: Date): { current: HourWindow | null; next: HourWindow | null } {
  const hours = campaign.selection.hours ?? [];
  const from = Date.parse(campaign.starts_at);
  const until = Date.parse(campaign.ends_at);
  const windows: { start: number; end: number }[] = [];
  // Douala midnight of today, then the windows of today and the next two days.
  const dayStart = Math.floor((now.getTime() + DOUALA_OFFSET_MS) / 86_400_000) * 86_400_000 - DOUALA_OFFSET_MS;
  for (let day = 0; day < 3; day++) {
    for (const hour of hours) {
      const start = Math.max(dayStart + day * 86_400_000 + hour * HOUR_MS, from);
      const end = Math.min(dayStart + day * 86_400_000 + (hour + 1) * HOUR_MS, until);
      if (end > start) windows.push({ start, end });
    }
  }
  const t = now.getTime();
  return { current: toWindow(windows.find((w) => w.start <= t && t < w.end)), next: toWindow(windows.find((w) => w.start > t)) };
}
