-- Football prediction: a game's fixtures with kick-off times and, once played, their score.
-- Players are the game's entries (one per telephone, proven once with an order); each predicts
-- a score per fixture until kick-off.
CREATE TABLE game_fixtures (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL REFERENCES game_codes(code) ON DELETE CASCADE,
  stage_fr TEXT NOT NULL,
  stage_en TEXT NOT NULL,
  home_fr TEXT NOT NULL,
  home_en TEXT NOT NULL,
  away_fr TEXT NOT NULL,
  away_en TEXT NOT NULL,
  kickoff_at TEXT NOT NULL,
  home_score INTEGER CHECK (home_score >= 0),
  away_score INTEGER CHECK (away_score >= 0),
  CHECK ((home_score IS NULL) = (away_score IS NULL))
);
CREATE INDEX game_fixtures_code ON game_fixtures (code, kickoff_at);

CREATE TABLE game_predictions (
  id INTEGER PRIMARY KEY,
  fixture_id INTEGER NOT NULL REFERENCES game_fixtures(id) ON DELETE CASCADE,
  entry_id INTEGER NOT NULL REFERENCES game_entries(id) ON DELETE CASCADE,
  home INTEGER NOT NULL CHECK (home BETWEEN 0 AND 20),
  away INTEGER NOT NULL CHECK (away BETWEEN 0 AND 20),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (fixture_id, entry_id)
);
