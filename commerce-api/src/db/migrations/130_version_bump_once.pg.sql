-- PostgreSQL twin of 130_version_bump_once.sql.
-- The deferred triggers of 085 bumped a version slot once per written row: an order of two lines
-- bumped `stock_version` four times (two stock rows, two towns) and `sales_version` twice, each
-- an UPDATE run at commit while the order still held its products' stock rows. Readers only ask
-- whether a sum moved, so one bump of each version per transaction says the same: the first
-- trigger of a kind bumps and marks the transaction (a setting local to it, gone at its end);
-- the others see the mark and return.
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('storefront.catalog_bumped', true) = 'y' THEN RETURN NULL; END IF;
  PERFORM set_config('storefront.catalog_bumped', 'y', true);
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 + txid_current() % 16;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION bump_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('storefront.stock_bumped', true) = 'y' THEN RETURN NULL; END IF;
  PERFORM set_config('storefront.stock_bumped', 'y', true);
  UPDATE catalog_version SET stock_version = stock_version + 1 WHERE id = 1 + txid_current() % 16;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION bump_sales_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('storefront.sales_bumped', true) = 'y' THEN RETURN NULL; END IF;
  PERFORM set_config('storefront.sales_bumped', 'y', true);
  UPDATE catalog_version SET sales_version = sales_version + 1 WHERE id = 1 + txid_current() % 16;
  RETURN NULL;
END $$;
