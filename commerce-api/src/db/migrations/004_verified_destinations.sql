-- A code can end unused (replaced by a newer one) or verified; only the latter proves that the
-- shopper controls the address, which a sign-up right after the check may then rely on.
ALTER TABLE verification_codes ADD COLUMN verified_at INTEGER;
CREATE INDEX verification_codes_verified ON verification_codes (destination, verified_at);
