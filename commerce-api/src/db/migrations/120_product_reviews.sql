-- Ratings and reviews from buyers (issue 30): one per line of a COMPLETE order, written by the
-- order's customer, shown once an operator approved it (Magento's pending / approved / not
-- approved). The product is the listed one (a configurable's parent), so its page gathers them.
CREATE TABLE product_reviews (
  id INTEGER PRIMARY KEY,
  order_item_id INTEGER NOT NULL UNIQUE REFERENCES order_items(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  nickname TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title TEXT NOT NULL,
  detail TEXT NOT NULL,
  locale TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at TEXT NOT NULL,
  moderated_at TEXT,
  moderated_by TEXT
);
CREATE INDEX product_reviews_product ON product_reviews (product_id, status, created_at);
CREATE INDEX product_reviews_status ON product_reviews (status, created_at);
CREATE INDEX product_reviews_customer ON product_reviews (customer_id, order_id);
