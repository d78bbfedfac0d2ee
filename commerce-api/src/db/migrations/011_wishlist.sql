-- Favourites: one row per customer and product (no duplicates). A product deleted from the
-- catalogue leaves every list with it; a disabled one is dropped when the list is read.
CREATE TABLE wishlist_items (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  added_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, product_id)
) WITHOUT ROWID;
CREATE INDEX wishlist_items_product ON wishlist_items (product_id);
