-- PostgreSQL twin of 005_best_selections.sql.
CREATE TABLE best_selections (
  position bigint PRIMARY KEY,
  category_id bigint NOT NULL REFERENCES categories(id) ON DELETE CASCADE
);
