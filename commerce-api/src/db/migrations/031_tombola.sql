-- Tombola: tickets issued by the server per qualifying order, drawn at the end date from a
-- seed committed (hash published) before any ticket exists and revealed with the result.
CREATE TABLE tombola_orders (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL REFERENCES game_codes(code) ON DELETE CASCADE,
  order_number TEXT NOT NULL,
  nom TEXT NOT NULL,
  tel TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  UNIQUE (code, order_number)
);
CREATE INDEX tombola_orders_tel ON tombola_orders (code, tel);

CREATE TABLE tombola_tickets (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL REFERENCES game_codes(code) ON DELETE CASCADE,
  -- what the player sees and the draw sorts on, e.g. 'T-48213'
  number TEXT NOT NULL,
  tombola_order_id INTEGER NOT NULL REFERENCES tombola_orders(id) ON DELETE CASCADE,
  UNIQUE (code, number)
);

CREATE TABLE tombola_draws (
  code TEXT PRIMARY KEY REFERENCES game_codes(code) ON DELETE CASCADE,
  seed TEXT NOT NULL,
  -- sha256 of the seed, shown while the tombola runs
  commitment TEXT NOT NULL,
  drawn_at TEXT,
  -- sha256 of the sorted ticket numbers the draw used
  tickets_digest TEXT
);

CREATE TABLE tombola_winners (
  code TEXT NOT NULL REFERENCES game_codes(code) ON DELETE CASCADE,
  rank INTEGER NOT NULL,
  ticket_id INTEGER NOT NULL REFERENCES tombola_tickets(id),
  prize_id INTEGER NOT NULL REFERENCES game_prizes(id),
  coupon_code TEXT,
  PRIMARY KEY (code, rank)
);
