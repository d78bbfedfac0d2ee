-- PostgreSQL twin of 105_phone_proofs.sql.
CREATE TABLE phone_proofs (
  token_hash text PRIMARY KEY,
  telephone text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX phone_proofs_expires_at ON phone_proofs (expires_at);
