-- rebuilds-table customers (the migration runner turns foreign keys off around it)
-- Sign-up by e-mail or by telephone alone (spec): a customer needs one of the two, not an e-mail.
-- SQLite cannot relax NOT NULL in place, so the table is rebuilt with the same rows and ids;
-- child tables keep referring to "customers" by name.
CREATE TABLE customers_045 (
  id INTEGER PRIMARY KEY,
  email TEXT UNIQUE COLLATE NOCASE,
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
  updated_at TEXT NOT NULL,
  CHECK (email IS NOT NULL OR telephone IS NOT NULL)
);
INSERT INTO customers_045 (id, email, telephone, firstname, lastname, password_hash, attributes, email_verified_at, phone_verified_at, created_at, updated_at)
  SELECT id, email, telephone, firstname, lastname, password_hash, attributes, email_verified_at, phone_verified_at, created_at, updated_at
  FROM customers;
DROP TABLE customers;
ALTER TABLE customers_045 RENAME TO customers;
-- The trigger went with the old table: closed accounts' ids are still never given again.
CREATE TRIGGER customers_retire_id AFTER DELETE ON customers
BEGIN
  INSERT OR IGNORE INTO retired_customer_ids (id) VALUES (old.id);
END;
