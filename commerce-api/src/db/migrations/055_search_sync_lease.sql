-- With Meilisearch, one process pushes the catalogue's changes to it (search/meili-sync.ts): the
-- process holding this row's lease (renewed every few seconds; another takes over once it
-- expires). Every other process leaves Meilisearch alone.
CREATE TABLE search_sync_lease (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  holder TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
