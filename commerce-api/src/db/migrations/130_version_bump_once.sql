-- Nothing to change on SQLite: its version triggers bump its one `catalog_version` row as each
-- row is written, under its one writer lock, at no cost worth saving. 130_version_bump_once.pg.sql
-- makes PostgreSQL's deferred triggers bump each version once per transaction.
SELECT 1;
