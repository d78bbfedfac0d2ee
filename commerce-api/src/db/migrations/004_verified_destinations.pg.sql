-- PostgreSQL twin of 004_verified_destinations.sql.
ALTER TABLE verification_codes ADD COLUMN verified_at bigint;
CREATE INDEX verification_codes_verified ON verification_codes (destination, verified_at);
