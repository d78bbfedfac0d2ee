-- Information pages (terms, returns, privacy, about…): sanitised on display, edited as content.
CREATE TABLE info_pages (
  slug TEXT PRIMARY KEY,
  title_fr TEXT NOT NULL,
  title_en TEXT NOT NULL,
  html_fr TEXT NOT NULL,
  html_en TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- The pick-up agencies (spec §1: Douala, Yaoundé, Ngaoundéré, 08:00 to 18:00).
CREATE TABLE agencies (
  id INTEGER PRIMARY KEY,
  town TEXT NOT NULL,
  name TEXT NOT NULL,
  address_fr TEXT NOT NULL,
  address_en TEXT NOT NULL,
  telephone TEXT NOT NULL,
  opens TEXT NOT NULL,
  closes TEXT NOT NULL,
  -- ISO weekdays the agency opens (1 = Monday … 7 = Sunday), comma-separated
  open_days TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

-- Messages from the contact forms; the shopper gets an acknowledgement by SMS (and e-mail).
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  subject TEXT NOT NULL CHECK (subject IN ('order', 'delivery', 'payment', 'after_sales', 'return', 'other')),
  name TEXT NOT NULL,
  telephone TEXT NOT NULL,
  email TEXT,
  order_number TEXT,
  message TEXT NOT NULL,
  locale TEXT NOT NULL,
  customer_id INTEGER,
  created_at TEXT NOT NULL
);

CREATE TABLE content_seed (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seeded_at TEXT NOT NULL
);
