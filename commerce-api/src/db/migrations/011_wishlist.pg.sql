-- PostgreSQL twin of 011_wishlist.sql.
CREATE TABLE wishlist_items (
  customer_id bigint NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_id bigint NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  added_at text NOT NULL,
  PRIMARY KEY (customer_id, product_id)
);
CREATE INDEX wishlist_items_product ON wishlist_items (product_id);
