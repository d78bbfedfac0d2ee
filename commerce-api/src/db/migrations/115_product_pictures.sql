-- Pictures a merchant uploaded for a product in the operator console: the upright master (at
-- most 1200 px a side, WebP), from which every served size and format is made. In the database,
-- not on one node's disk, so every back end on it serves them; `hash` (of the master) names the
-- file in the product's gallery, so a new picture is a new URL and old ones stay cacheable.
CREATE TABLE product_pictures (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  hash TEXT NOT NULL,
  image BLOB NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  uploaded_at TEXT NOT NULL,
  uploaded_by TEXT NOT NULL,
  PRIMARY KEY (product_id, hash)
);
