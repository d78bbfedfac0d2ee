-- PostgreSQL twin of 050_listing_versions.sql.
ALTER TABLE catalog_version ADD COLUMN sales_version bigint NOT NULL DEFAULT 0;
CREATE FUNCTION bump_sales_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET sales_version = sales_version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
CREATE TRIGGER order_items_sales AFTER INSERT OR UPDATE OR DELETE ON order_items FOR EACH ROW EXECUTE FUNCTION bump_sales_version();
CREATE TRIGGER product_categories_version_upd AFTER UPDATE ON product_categories FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
