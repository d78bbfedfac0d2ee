-- Customer area: ids of closed accounts never given again, and why accounts close.

-- SQLite hands out max(rowid)+1, so deleting the newest customer would give the next sign-up
-- the same id (and with it anything still keyed by that id). Closed ids are kept here, and a
-- new customer's id is taken above both tables.
CREATE TABLE retired_customer_ids (id INTEGER PRIMARY KEY);
CREATE TRIGGER customers_retire_id AFTER DELETE ON customers
BEGIN
  INSERT OR IGNORE INTO retired_customer_ids (id) VALUES (old.id);
END;

-- The reason chosen from the list (free text stays in `reason`).
ALTER TABLE account_deletions ADD COLUMN reason_code TEXT;

