-- Campaign pages as data: a campaign manager puts a seasonal page live (or ends it) with no
-- build. Dates are ISO 8601 in UTC (`2026-11-27T00:00:00.000Z`), so text order is time order.
CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY,
  -- URL path without the leading slash: `black-friday`, or one child level `black-friday/brand-days`.
  slug TEXT NOT NULL UNIQUE COLLATE NOCASE,
  title_fr TEXT NOT NULL,
  title_en TEXT NOT NULL,
  text_fr TEXT NOT NULL DEFAULT '',
  text_en TEXT NOT NULL DEFAULT '',
  hero_image TEXT,
  color_background TEXT NOT NULL,
  color_text TEXT NOT NULL,
  color_accent TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  -- JSON: { categories, flags, brands, skus, max_price, max_percent_off }
  selection TEXT NOT NULL,
  sort_field TEXT NOT NULL,
  sort_direction TEXT NOT NULL CHECK (sort_direction IN ('asc', 'desc')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX campaigns_ends_at ON campaigns (ends_at);

-- The demo campaigns are written once per database: a campaign a manager removed stays removed.
CREATE TABLE campaign_seed (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seeded_at TEXT NOT NULL
);
