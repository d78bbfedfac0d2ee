-- PostgreSQL twin of 115_product_pictures.sql.
CREATE TABLE product_pictures (
  product_id bigint NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  hash text NOT NULL,
  image bytea NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  uploaded_at text NOT NULL,
  uploaded_by text NOT NULL,
  PRIMARY KEY (product_id, hash)
);
