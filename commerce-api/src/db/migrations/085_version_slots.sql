-- Order placement's hot spots (issue 26). SQLite has one writer at a time: its one
-- `catalog_version` row costs nothing there and stays as it is (085_version_slots.pg.sql spreads
-- PostgreSQL's over slots; readers sum the rows on both engines).
-- A game's coupon is retired by the placement itself (decision 027: a conditional update whose
-- row count refuses a second use); the trigger that also retired it did the work twice.
DROP TRIGGER IF EXISTS game_coupons_single_use;
