-- Games as scheduled content. A row of game_codes is one game (its active code is what a player
-- sends with an entry); `kind` says which game it is, so several games run side by side and each
-- page finds its own schedule (programmed / in progress / ended).
ALTER TABLE game_codes ADD COLUMN kind TEXT NOT NULL DEFAULT 'whack-a-mole';
ALTER TABLE game_codes ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
-- per-kind rules as JSON (whack-a-mole: round_seconds, max_hits_per_second)
ALTER TABLE game_codes ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
CREATE INDEX game_codes_kind ON game_codes (kind, starts_at);

ALTER TABLE game_entries ADD COLUMN customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL;
-- One-time play token (hash only): the score or the spin belongs to whoever holds it.
ALTER TABLE game_entries ADD COLUMN play_token_hash TEXT;
-- epoch milliseconds the token was issued: the score cap grows with the time actually played
ALTER TABLE game_entries ADD COLUMN play_started_at INTEGER;
ALTER TABLE game_entries ADD COLUMN prize_id INTEGER REFERENCES game_prizes(id);
ALTER TABLE game_entries ADD COLUMN coupon_code TEXT;

-- Wheel segments: odds are weight / sum of the game's weights; stock is the number of prizes left
-- (NULL on a segment without a prize). A drawn segment whose stock ran out pays nothing.
CREATE TABLE game_prizes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL REFERENCES game_codes(code) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  label_fr TEXT NOT NULL,
  label_en TEXT NOT NULL,
  weight INTEGER NOT NULL CHECK (weight >= 0),
  stock INTEGER CHECK (stock IS NULL OR stock >= 0),
  coupon_type TEXT CHECK (coupon_type IN ('percent', 'fixed')),
  coupon_amount INTEGER CHECK (coupon_amount IS NULL OR coupon_amount > 0),
  coupon_min_subtotal INTEGER NOT NULL DEFAULT 0,
  coupon_days INTEGER NOT NULL DEFAULT 30,
  color TEXT NOT NULL DEFAULT '#f59e0b',
  UNIQUE (code, position),
  CHECK ((coupon_type IS NULL) = (coupon_amount IS NULL))
);

-- Coupons won in a game: single use. The trigger retires the coupon when an order carries it,
-- so the cart's own coupon check refuses it afterwards.
CREATE TABLE game_coupons (
  coupon_code TEXT PRIMARY KEY COLLATE NOCASE REFERENCES coupons(code),
  entry_id INTEGER NOT NULL REFERENCES game_entries(id),
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX game_coupons_customer ON game_coupons (customer_id);

CREATE TRIGGER game_coupons_single_use AFTER INSERT ON orders
WHEN NEW.coupon_code IS NOT NULL AND EXISTS (SELECT 1 FROM game_coupons WHERE coupon_code = NEW.coupon_code)
BEGIN
  UPDATE coupons SET is_active = 0 WHERE code = NEW.coupon_code;
END;
