-- PostgreSQL twin of 070_shopper_errors.sql.
CREATE TABLE shopper_error_minutes (
  bundle text NOT NULL,
  version text NOT NULL,
  minute bigint NOT NULL,
  visits bigint NOT NULL DEFAULT 0,
  failed bigint NOT NULL DEFAULT 0,
  remote_load_failed bigint NOT NULL DEFAULT 0,
  render bigint NOT NULL DEFAULT 0,
  chunk bigint NOT NULL DEFAULT 0,
  last_message text NOT NULL DEFAULT '',
  last_at bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (bundle, version, minute)
);
CREATE INDEX shopper_error_minutes_minute ON shopper_error_minutes (minute);
