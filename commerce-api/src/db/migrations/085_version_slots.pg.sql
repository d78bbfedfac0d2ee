-- PostgreSQL twin of 085_version_slots.sql.
-- Every stock write (each line of every order) moved the one `catalog_version` row from a row
-- trigger: the row stayed locked until commit, so concurrent placements queued on it, and two
-- orders sharing products could deadlock (each holding a product's stock row and the version
-- row the other needed). Now the versions are 16 slots whose sums are the versions: a
-- transaction bumps the slot of its transaction id, and only at commit (deferred constraint
-- triggers), when it holds every other lock it will take, so it never waits while holding one,
-- and concurrent transactions (consecutive ids) mostly bump different slots. A reader that sums
-- the slots sees every committed change move a sum, as it saw the one row move.
ALTER TABLE catalog_version DROP CONSTRAINT catalog_version_id_check;
ALTER TABLE catalog_version ADD CONSTRAINT catalog_version_slot CHECK (id BETWEEN 1 AND 16);
INSERT INTO catalog_version (id, version, stock_version, sales_version) SELECT slot, 0, 0, 0 FROM generate_series(2, 16) AS slot;

CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 + txid_current() % 16;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION bump_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET stock_version = stock_version + 1 WHERE id = 1 + txid_current() % 16;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION bump_sales_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET sales_version = sales_version + 1 WHERE id = 1 + txid_current() % 16;
  RETURN NULL;
END $$;

-- The same triggers, by the same names (the seed switches them off by name), fired at commit.
DROP TRIGGER products_version ON products;
CREATE CONSTRAINT TRIGGER products_version AFTER INSERT OR UPDATE OR DELETE ON products DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
DROP TRIGGER stock_version ON stock;
CREATE CONSTRAINT TRIGGER stock_version AFTER INSERT OR UPDATE OR DELETE ON stock DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_stock_version();
DROP TRIGGER stock_town_version ON stock_by_town;
CREATE CONSTRAINT TRIGGER stock_town_version AFTER INSERT OR UPDATE OR DELETE ON stock_by_town DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_stock_version();
DROP TRIGGER product_categories_version ON product_categories;
CREATE CONSTRAINT TRIGGER product_categories_version AFTER INSERT OR DELETE ON product_categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
DROP TRIGGER product_categories_version_upd ON product_categories;
CREATE CONSTRAINT TRIGGER product_categories_version_upd AFTER UPDATE ON product_categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
DROP TRIGGER categories_version ON categories;
CREATE CONSTRAINT TRIGGER categories_version AFTER INSERT OR UPDATE ON categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
DROP TRIGGER order_items_sales ON order_items;
CREATE CONSTRAINT TRIGGER order_items_sales AFTER INSERT OR UPDATE OR DELETE ON order_items DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_sales_version();

DROP TRIGGER game_coupons_single_use ON orders;
DROP FUNCTION game_coupons_single_use();
