-- The error page's "see our best selections" tiles: categories a merchandiser chooses, in order.
-- Data, not code, so the storefront never hard-codes a category id.
CREATE TABLE best_selections (
  position INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE
);
