-- A telephone proven by a one-time code, for a guest's tab (issue 24): the proof's hash, the
-- number it proves and until when. Kept in the database, not signed with a key, so every node
-- accepts a proof another node issued without a shared secret to configure.
CREATE TABLE phone_proofs (
  token_hash TEXT PRIMARY KEY,
  telephone TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX phone_proofs_expires_at ON phone_proofs (expires_at);
