-- The listing index (catalog/listing.ts) keeps sorted lists per version. The best-seller order
-- moves with order lines: `sales_version` counts their writes. A product's position in a
-- category moves the catalogue version, as inserting or removing the link already does.
ALTER TABLE catalog_version ADD COLUMN sales_version INTEGER NOT NULL DEFAULT 0;
CREATE TRIGGER order_items_sales_ins AFTER INSERT ON order_items BEGIN UPDATE catalog_version SET sales_version = sales_version + 1 WHERE id = 1; END;
CREATE TRIGGER order_items_sales_upd AFTER UPDATE ON order_items BEGIN UPDATE catalog_version SET sales_version = sales_version + 1 WHERE id = 1; END;
CREATE TRIGGER order_items_sales_del AFTER DELETE ON order_items BEGIN UPDATE catalog_version SET sales_version = sales_version + 1 WHERE id = 1; END;
CREATE TRIGGER product_categories_version_upd AFTER UPDATE ON product_categories BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END;
