-- Shoppers' error reports and visit counts (the operator console's error rate per bundle
-- version), shared by every gateway: one row per bundle, version and minute, whose counters
-- each report or visit batch adds to in one upsert, rather than a row per report. Rows older
-- than the console's hour (and a margin) are pruned. `last_message` is the most recent report's
-- (`last_at`, ms), to tell one failure from another at a glance.
CREATE TABLE shopper_error_minutes (
  bundle TEXT NOT NULL,
  version TEXT NOT NULL,
  minute INTEGER NOT NULL,
  visits INTEGER NOT NULL DEFAULT 0,
  failed INTEGER NOT NULL DEFAULT 0,
  remote_load_failed INTEGER NOT NULL DEFAULT 0,
  render INTEGER NOT NULL DEFAULT 0,
  chunk INTEGER NOT NULL DEFAULT 0,
  last_message TEXT NOT NULL DEFAULT '',
  last_at INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (bundle, version, minute)
);
CREATE INDEX shopper_error_minutes_minute ON shopper_error_minutes (minute);
