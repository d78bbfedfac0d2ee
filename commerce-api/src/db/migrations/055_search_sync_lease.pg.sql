-- PostgreSQL twin of 055_search_sync_lease.sql.
CREATE TABLE search_sync_lease (
  id bigint PRIMARY KEY CHECK (id = 1),
  holder text NOT NULL,
  expires_at bigint NOT NULL
);
