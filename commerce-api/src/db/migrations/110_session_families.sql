-- Refresh tokens rotate, and a reused one revokes its whole family (issue 24): every token pair a
-- login begins, and each pair its refreshes hand out, belong to one family. Presenting a refresh
-- token already exchanged means two parties hold it (a thief and the shopper): the family ends,
-- and with it every session it handed out. Tokens of older logins have no family and keep working.
CREATE TABLE session_families (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX session_families_customer ON session_families (customer_id);
ALTER TABLE customer_tokens ADD COLUMN family_id INTEGER REFERENCES session_families(id) ON DELETE CASCADE;
CREATE INDEX customer_tokens_family ON customer_tokens (family_id);
