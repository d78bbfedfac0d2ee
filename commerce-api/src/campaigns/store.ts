import type { Db } from '../db/database.ts';
import type { Campaign, CampaignKind, Selection, SortField } from './model.ts';

interface CampaignRow {
  id: number;
  slug: string;
  kind: string;
  state: string;
  title_fr: string;
  title_en: string;
  text_fr: string;
  text_en: string;
  hero_image: string | null;
  color_background: string;
  color_text: string;
  color_accent: string;
  starts_at: string;
  ends_at: string;
  selection: string;
  sort_field: string;
  sort_direction: string;
  created_at: string;
  updated_at: string;
}

export interface StoredCampaign extends Campaign {
  id: number;
  created_at: string;
  updated_at: string;
}

function fromRow(row: CampaignRow): StoredCampaign {
  let selection: Selection = {};
  try {
    selection = JSON.parse(row.selection) as Selection;
  } catch {
    // written by this module only; an unreadable one selects nothing rather than failing the page
  }
  return {
    id: row.id,
    slug: row.slug,
    kind: (row.kind === 'brand' ? 'brand' : 'campaign') as CampaignKind,
    state: row.state === 'draft' ? 'draft' : 'scheduled',
    title: { fr: row.title_fr, en: row.title_en },
    text: { fr: row.text_fr, en: row.text_en },
    hero_image: row.hero_image,
    colors: { background: row.color_background, text: row.color_text, accent: row.color_accent },
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    selection,
    sort: { field: row.sort_field as SortField, direction: row.sort_direction === 'asc' ? 'asc' : 'desc' },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function columns(c: Campaign): unknown[] {
  return [
    c.slug,
    c.title.fr,
    c.title.en,
    c.text.fr,
    c.text.en,
    c.hero_image,
    c.colors.background,
    c.colors.text,
    c.colors.accent,
    c.starts_at,
    c.ends_at,
    JSON.stringify(c.selection),
    c.sort.field,
    c.sort.direction,
    c.kind,
    c.state,
  ];
}

export function findCampaign(db: Db, slug: string): StoredCampaign | null {
  const row = db.prepare('SELECT * FROM campaigns WHERE slug = ?').get(slug) as CampaignRow | undefined;
  return row ? fromRow(row) : null;
}

export function listCampaigns(db: Db): StoredCampaign[] {
  return (db.prepare('SELECT * FROM campaigns ORDER BY starts_at, slug').all() as CampaignRow[]).map(fromRow);
}

/** The published campaigns one level below `slug` (`black-friday` → `black-friday/brand-days`). */
export function childCampaigns(db: Db, slug: string): StoredCampaign[] {
  return (db.prepare("SELECT * FROM campaigns WHERE slug LIKE ? ESCAPE '\\' AND state = 'scheduled' ORDER BY starts_at, slug").all(`${slug.replace(/[%_\\]/g, '\\$&')}/%`) as CampaignRow[]).map(fromRow);
}

export function insertCampaign(db: Db, campaign: Campaign, now: string): StoredCampaign {
  db.prepare(
    `INSERT INTO campaigns (slug, title_fr, title_en, text_fr, text_en, hero_image, color_background, color_text, color_accent,
       starts_at, ends_at, selection, sort_field, sort_direction, kind, state, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(...columns(campaign), now, now);
  return findCampaign(db, campaign.slug)!;
}

export function updateCampaign(db: Db, id: number, campaign: Campaign, now: string): StoredCampaign {
  db.prepare(
    `UPDATE campaigns SET slug = ?, title_fr = ?, title_en = ?, text_fr = ?, text_en = ?, hero_image = ?, color_background = ?,
       color_text = ?, color_accent = ?, starts_at = ?, ends_at = ?, selection = ?, sort_field = ?, sort_direction = ?, kind = ?, state = ?, updated_at = ?
     WHERE id = ?`,
  ).run(...columns(campaign), now, id);
  return findCampaign(db, campaign.slug)!;
}

export function deleteCampaign(db: Db, id: number): void {
  db.prepare('DELETE FROM campaigns WHERE id = ?').run(id);
}
