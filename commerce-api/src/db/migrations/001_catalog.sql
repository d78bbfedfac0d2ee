-- Catalogue. Amounts are whole FCFA (INTEGER). Localised text lives in *_fr / *_en columns;
-- Magento custom attributes that do not depend on the language live in `attributes` (JSON object).
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  name_fr TEXT NOT NULL,
  name_en TEXT NOT NULL,
  url_key TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  level INTEGER NOT NULL DEFAULT 2,
  is_active INTEGER NOT NULL DEFAULT 1,
  include_in_menu INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT '2024-01-01 00:00:00'
);
CREATE INDEX categories_parent ON categories (parent_id, position);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  sku TEXT NOT NULL UNIQUE,
  type_id TEXT NOT NULL CHECK (type_id IN ('simple', 'configurable', 'bundle', 'virtual')),
  attribute_set_id INTEGER NOT NULL DEFAULT 4,
  name_fr TEXT NOT NULL,
  name_en TEXT NOT NULL,
  url_key TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  status INTEGER NOT NULL DEFAULT 1,
  visibility INTEGER NOT NULL DEFAULT 4,
  weight REAL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- seeded sales rank, the best_sellers sort falls back to it when there are no orders yet
  popularity INTEGER NOT NULL DEFAULT 0,
  -- language-independent custom attributes: special_price, special_from/to_date, marque, color,
  -- is_free_shipping, is_on_flash_sale, flash_sale_start/end, hide_price, stock_distribution …
  attributes TEXT NOT NULL DEFAULT '{}',
  -- language-dependent custom attributes: description, short_description, meta_title …
  attributes_fr TEXT NOT NULL DEFAULT '{}',
  attributes_en TEXT NOT NULL DEFAULT '{}',
  -- Magento extension_attributes payload pieces: configurable_product_options/links, bundle_product_options
  extension TEXT NOT NULL DEFAULT '{}',
  -- media_gallery_entries as JSON list
  media TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX products_status_visibility ON products (status, visibility);
CREATE INDEX products_price ON products (price);
CREATE INDEX products_created ON products (created_at);
CREATE INDEX products_type ON products (type_id);

CREATE TABLE product_categories (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category ON product_categories (category_id, position);

CREATE TABLE towns (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  has_agency INTEGER NOT NULL DEFAULT 0,
  -- delivery zone drives shipping price and delay: 'metro' (Douala, Yaoundé) or 'regional'
  zone TEXT NOT NULL DEFAULT 'regional'
);

CREATE TABLE quarters (
  id INTEGER PRIMARY KEY,
  town_id INTEGER NOT NULL REFERENCES towns(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  UNIQUE (town_id, name)
);

-- Total salable quantity per product; the CHECK is the last line of defence against overselling.
CREATE TABLE stock (
  product_id INTEGER PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  qty INTEGER NOT NULL CHECK (qty >= 0),
  is_in_stock INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE stock_by_town (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  town_id INTEGER NOT NULL REFERENCES towns(id) ON DELETE CASCADE,
  qty INTEGER NOT NULL CHECK (qty >= 0),
  PRIMARY KEY (product_id, town_id)
);

-- Product attributes with a dictionary (select attributes), Magento-style numeric ids.
CREATE TABLE product_attributes (
  attribute_code TEXT PRIMARY KEY,
  attribute_id INTEGER NOT NULL UNIQUE,
  label_fr TEXT NOT NULL,
  label_en TEXT NOT NULL,
  frontend_input TEXT NOT NULL DEFAULT 'select'
);

-- Attribute dictionaries of spec §3 (color with hex swatch, size, memory, ram, condition …)
CREATE TABLE attribute_options (
  attribute_code TEXT NOT NULL,
  option_id INTEGER NOT NULL,
  label_fr TEXT NOT NULL,
  label_en TEXT NOT NULL,
  swatch TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (attribute_code, option_id)
);
CREATE UNIQUE INDEX attribute_options_id ON attribute_options (option_id);

-- Bumped by triggers on every catalogue or stock write, so read caches (products rendered as
-- Magento JSON, search indexes) know when to refresh without every writer having to tell them.
-- `version` moves with products and categories, `stock_version` with stock, so a stock change
-- (every order) refreshes stock figures without rebuilding the search index.
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  stock_version INTEGER NOT NULL
);
INSERT INTO catalog_version (id, version, stock_version) VALUES (1, 0, 0);

CREATE TRIGGER products_version_ins AFTER INSERT ON products BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER products_version_upd AFTER UPDATE ON products BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER products_version_del AFTER DELETE ON products BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER stock_version_ins AFTER INSERT ON stock BEGIN UPDATE catalog_version SET stock_version = stock_version + 1 WHERE id = 1; END;
CREATE TRIGGER stock_version_upd AFTER UPDATE ON stock BEGIN UPDATE catalog_version SET stock_version = stock_version + 1 WHERE id = 1; END;
CREATE TRIGGER stock_version_del AFTER DELETE ON stock BEGIN UPDATE catalog_version SET stock_version = stock_version + 1 WHERE id = 1; END;
CREATE TRIGGER stock_town_version_ins AFTER INSERT ON stock_by_town BEGIN UPDATE catalog_version SET stock_version = stock_version + 1 WHERE id = 1; END;
CREATE TRIGGER stock_town_version_upd AFTER UPDATE ON stock_by_town BEGIN UPDATE catalog_version SET stock_version = stock_version + 1 WHERE id = 1; END;
CREATE TRIGGER stock_town_version_del AFTER DELETE ON stock_by_town BEGIN UPDATE catalog_version SET stock_version = stock_version + 1 WHERE id = 1; END;
CREATE TRIGGER product_categories_version_ins AFTER INSERT ON product_categories BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER product_categories_version_del AFTER DELETE ON product_categories BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER categories_version_ins AFTER INSERT ON categories BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER categories_version_upd AFTER UPDATE ON categories BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
