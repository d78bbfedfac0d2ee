-- Personal operator accounts for the console (issue 24): each member of staff signs in with their
-- own login name and scrypt-hashed password, holds roles, and what they do is written to an audit
-- log. Sessions live here, not in a gateway's memory, so every gateway and back end on the
-- database knows them (issue 26).
CREATE TABLE operators (
  id INTEGER PRIMARY KEY,
  login TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  -- Space-separated: admin releases campaigns orders.
  roles TEXT NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE operator_sessions (
  token_hash TEXT PRIMARY KEY,
  operator_id INTEGER NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

CREATE TABLE operator_audit (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  login TEXT NOT NULL,
  action TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT ''
);
