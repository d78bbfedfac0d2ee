-- PostgreSQL twin of 033_mystery.sql.
CREATE TABLE game_mystery (
  code text PRIMARY KEY REFERENCES game_codes(code) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products(id),
  candidates text NOT NULL,
  discount_percent bigint NOT NULL CHECK (discount_percent BETWEEN 1 AND 90),
  coupon_days bigint NOT NULL DEFAULT 30
);

CREATE TABLE game_mystery_hints (
  code text NOT NULL REFERENCES game_codes(code) ON DELETE CASCADE,
  position bigint NOT NULL,
  hint_fr text NOT NULL,
  hint_en text NOT NULL,
  reveal_at text NOT NULL,
  PRIMARY KEY (code, position)
);

CREATE TABLE game_guesses (
  entry_id bigint PRIMARY KEY REFERENCES game_entries(id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products(id),
  correct bigint NOT NULL,
  created_at text NOT NULL
);
