-- PostgreSQL twin of 045_customers_email_optional.sql: PostgreSQL relaxes NOT NULL in place,
-- so no rebuild (rows, ids, foreign keys and the retire trigger stay as they are).
ALTER TABLE customers ALTER COLUMN email DROP NOT NULL;
ALTER TABLE customers ADD CHECK (email IS NOT NULL OR telephone IS NOT NULL);
