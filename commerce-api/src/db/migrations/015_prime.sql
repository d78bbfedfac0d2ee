-- Prime loyalty programme: members, their points ledger, upgrade notices, private sales and
-- members' free delivery. Tier thresholds and the points rule live in src/prime/rules.ts.

CREATE TABLE prime_members (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  card_number TEXT NOT NULL UNIQUE,
  referral_code TEXT NOT NULL UNIQUE,
  -- the member whose code was given at joining; a referee is credited to them once
  referred_by INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  -- total points ever earned (never spent, so the tier never goes down)
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  tier_rank INTEGER NOT NULL DEFAULT 0 CHECK (tier_rank BETWEEN 0 AND 3),
  -- 'new' (joined while signing up) or 'old' (an existing customer joining)
  joined_as TEXT NOT NULL CHECK (joined_as IN ('new', 'old')),
  joined_at TEXT NOT NULL
);
CREATE INDEX prime_members_referred_by ON prime_members (referred_by);

CREATE TABLE prime_points (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('order', 'referral')),
  points INTEGER NOT NULL CHECK (points >= 0),
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  -- for 'referral': the referee whose first order earned it
  referee_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX prime_points_customer ON prime_points (customer_id, id);
-- An order earns its points once, and a referee credits their referrer once.
CREATE UNIQUE INDEX prime_points_order_once ON prime_points (order_id, kind) WHERE order_id IS NOT NULL;
CREATE UNIQUE INDEX prime_points_referee_once ON prime_points (referee_id) WHERE kind = 'referral' AND referee_id IS NOT NULL;

-- Shown to the member on their next visit, then marked seen.
CREATE TABLE prime_notices (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('upgrade', 'referral')),
  tier_rank INTEGER NOT NULL,
  points INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  seen_at TEXT
);
CREATE INDEX prime_notices_customer ON prime_notices (customer_id, seen_at);

-- A private sale: `exclusive` products exist only for members of min_tier_rank and above (the
-- catalogue answers 404 to everyone else); otherwise the product is public and member_price is
-- the price only those members see and pay.
CREATE TABLE prime_private_sales (
  product_id INTEGER PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  min_tier_rank INTEGER NOT NULL CHECK (min_tier_rank BETWEEN 0 AND 3),
  exclusive INTEGER NOT NULL DEFAULT 0 CHECK (exclusive IN (0, 1)),
  member_price INTEGER CHECK (member_price IS NULL OR member_price > 0),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL
);

-- Home delivery is free on these products for members of min_tier_rank and above.
CREATE TABLE prime_free_delivery (
  product_id INTEGER PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  min_tier_rank INTEGER NOT NULL CHECK (min_tier_rank BETWEEN 0 AND 3)
);
