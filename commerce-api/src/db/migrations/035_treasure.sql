-- Treasure hunt: riddles whose answers are found on the store's pages (a brand on a product
-- page, a category in the menu, an agency town, a price); each answer is a short code the server
-- checks. Progress is kept per entry; finding them all wins a prize coupon.
CREATE TABLE game_clues (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL REFERENCES game_codes(code) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  riddle_fr TEXT NOT NULL,
  riddle_en TEXT NOT NULL,
  -- JSON list of accepted answers, normalised (see lib/answer.ts)
  answers TEXT NOT NULL,
  UNIQUE (code, position)
);

CREATE TABLE game_clue_finds (
  entry_id INTEGER NOT NULL REFERENCES game_entries(id) ON DELETE CASCADE,
  clue_id INTEGER NOT NULL REFERENCES game_clues(id) ON DELETE CASCADE,
  found_at TEXT NOT NULL,
  PRIMARY KEY (entry_id, clue_id)
);
