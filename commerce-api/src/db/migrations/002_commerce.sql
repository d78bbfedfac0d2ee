-- Customers, sessions, carts, orders and the content API (games, auctions, quiz, newsletter).
-- Amounts are whole FCFA (INTEGER). Timestamps shown to clients are 'YYYY-MM-DD HH:MM:SS' UTC
-- (Magento's format); expiry instants compared in SQL are epoch seconds (INTEGER).

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- normalised 9-digit Cameroon number, so login by phone finds it whatever the spelling
  telephone TEXT UNIQUE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  -- telephone2, whatsapp_number, town (spec §3 custom attributes)
  attributes TEXT NOT NULL DEFAULT '{}',
  email_verified_at TEXT,
  phone_verified_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Only hashes are stored: a copy of the database does not hand out sessions.
CREATE TABLE customer_tokens (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  refresh_hash TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  refresh_expires_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX customer_tokens_customer ON customer_tokens (customer_id);

CREATE TABLE verification_codes (
  id INTEGER PRIMARY KEY,
  destination TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  consumed_at INTEGER
);
CREATE INDEX verification_codes_destination ON verification_codes (destination, created_at);

-- Fixed-window counters for login / code attempts, keyed by purpose + username + client IP.
CREATE TABLE rate_limits (
  bucket TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL
);

-- Development outbox: what would have been e-mailed or texted (GET /api/dev/outbox).
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (recipient, id);

CREATE TABLE coupons (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  type TEXT NOT NULL CHECK (type IN ('percent', 'fixed')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  min_subtotal INTEGER NOT NULL DEFAULT 0,
  starts_at TEXT,
  ends_at TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  label_fr TEXT NOT NULL,
  label_en TEXT NOT NULL
);

CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  -- guest carts are reachable only through this unguessable id
  masked_id TEXT UNIQUE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  is_active INTEGER NOT NULL DEFAULT 1,
  coupon_code TEXT,
  email TEXT,
  shipping_address TEXT,
  billing_address TEXT,
  shipping_carrier_code TEXT,
  shipping_method_code TEXT,
  payment_method TEXT,
  payment_data TEXT,
  order_custom_attributes TEXT,
  comment TEXT,
  -- set when placed: placing the same cart again answers with this order
  order_id INTEGER UNIQUE REFERENCES orders(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((masked_id IS NULL) <> (customer_id IS NULL))
);
CREATE INDEX carts_customer ON carts (customer_id, is_active);

CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  -- the product that is priced and whose stock is taken (a configurable's chosen child)
  product_id INTEGER NOT NULL REFERENCES products(id),
  -- the product the shopper added (the configurable parent), same as product_id otherwise
  parent_product_id INTEGER NOT NULL REFERENCES products(id),
  qty INTEGER NOT NULL CHECK (qty > 0),
  -- Magento product_option as accepted (custom_options, configurable_item_options, bundle_options)
  product_option TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX cart_items_cart ON cart_items (cart_id);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  increment_id TEXT NOT NULL UNIQUE,
  -- guests read their order only through this unguessable id
  masked_id TEXT NOT NULL UNIQUE,
  cart_id INTEGER NOT NULL UNIQUE REFERENCES carts(id),
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  customer_email TEXT NOT NULL,
  customer_firstname TEXT NOT NULL,
  customer_lastname TEXT NOT NULL,
  -- normalised shipping telephone: the flash-sale rule also binds guests
  telephone TEXT NOT NULL,
  state TEXT NOT NULL,
  status TEXT NOT NULL,
  source TEXT,
  locale TEXT NOT NULL,
  subtotal INTEGER NOT NULL,
  discount_amount INTEGER NOT NULL,
  shipping_amount INTEGER NOT NULL,
  guarantee_total INTEGER NOT NULL DEFAULT 0,
  grand_total INTEGER NOT NULL,
  coupon_code TEXT,
  discount_description TEXT,
  shipping_carrier_code TEXT NOT NULL,
  shipping_method_code TEXT NOT NULL,
  shipping_description TEXT NOT NULL,
  billing_address TEXT NOT NULL,
  shipping_address TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  payment_info TEXT NOT NULL DEFAULT '{}',
  order_custom_attributes TEXT NOT NULL DEFAULT '{}',
  comment TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX orders_customer ON orders (customer_id, created_at);
CREATE INDEX orders_telephone ON orders (telephone);

CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  parent_product_id INTEGER NOT NULL REFERENCES products(id),
  sku TEXT NOT NULL,
  name TEXT NOT NULL,
  product_type TEXT NOT NULL,
  original_price INTEGER NOT NULL,
  price INTEGER NOT NULL,
  qty_ordered INTEGER NOT NULL CHECK (qty_ordered > 0),
  row_total INTEGER NOT NULL,
  discount_amount INTEGER NOT NULL DEFAULT 0,
  product_option TEXT NOT NULL DEFAULT '{}',
  is_flash_sale INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX order_items_order ON order_items (order_id);
CREATE INDEX order_items_flash ON order_items (product_id, is_flash_sale);

CREATE TABLE quote_requests (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  telephone TEXT NOT NULL,
  email TEXT,
  message TEXT,
  items TEXT NOT NULL DEFAULT '[]',
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE newsletter_subscribers (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'subscribed')),
  confirm_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  confirmed_at TEXT
);

CREATE TABLE game_codes (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  login_required INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE game_entries (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL REFERENCES game_codes(code),
  nom TEXT NOT NULL,
  tel TEXT NOT NULL,
  order_number TEXT NOT NULL,
  score INTEGER NOT NULL DEFAULT 0,
  is_updated INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (code, tel),
  UNIQUE (code, order_number)
);

CREATE TABLE auctions (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  title_fr TEXT NOT NULL,
  title_en TEXT NOT NULL,
  starting_price INTEGER NOT NULL CHECK (starting_price > 0),
  marge INTEGER NOT NULL CHECK (marge > 0),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL
);

CREATE TABLE bids (
  id INTEGER PRIMARY KEY,
  auction_id INTEGER NOT NULL REFERENCES auctions(id) ON DELETE CASCADE,
  bidder_name TEXT NOT NULL,
  bidder_phone_number TEXT NOT NULL,
  bidding_price INTEGER NOT NULL,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  -- two equal bids cannot both win: the second one is refused by the database itself
  UNIQUE (auction_id, bidding_price)
);

CREATE TABLE quiz_questions (
  id INTEGER PRIMARY KEY,
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('choice', 'text')),
  text_fr TEXT NOT NULL,
  text_en TEXT NOT NULL,
  -- for 'text' questions: accepted answers, compared without case or accents
  accepted_answers TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE quiz_choices (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES quiz_questions(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  text_fr TEXT NOT NULL,
  text_en TEXT NOT NULL,
  is_correct INTEGER NOT NULL DEFAULT 0
);
