-- Mystery product: a product hidden behind hints revealed one by one on a schedule; a player
-- (one entry per phone, proven with an order) guesses it once among the candidates shown.
CREATE TABLE game_mystery (
  code TEXT PRIMARY KEY REFERENCES game_codes(code) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  -- JSON list of product ids offered as answers, the mystery product among them
  candidates TEXT NOT NULL,
  -- the prize for a right guess: this much off an order of at least the product's price
  discount_percent INTEGER NOT NULL CHECK (discount_percent BETWEEN 1 AND 90),
  coupon_days INTEGER NOT NULL DEFAULT 30
);

CREATE TABLE game_mystery_hints (
  code TEXT NOT NULL REFERENCES game_codes(code) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  hint_fr TEXT NOT NULL,
  hint_en TEXT NOT NULL,
  reveal_at TEXT NOT NULL,
  PRIMARY KEY (code, position)
);

CREATE TABLE game_guesses (
  entry_id INTEGER PRIMARY KEY REFERENCES game_entries(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  correct INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
