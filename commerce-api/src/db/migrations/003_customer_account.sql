-- Customer address book, password-reset tokens and account deletions (spec §1: with a stated reason).

CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  -- the normalised address (country CM, city = town, street[0] = quarter, fax = quarter id)
  address TEXT NOT NULL,
  default_shipping INTEGER NOT NULL DEFAULT 0,
  default_billing INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);

CREATE TABLE password_resets (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Why people leave; nothing that identifies them is kept here.
CREATE TABLE account_deletions (
  id INTEGER PRIMARY KEY,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL
);
