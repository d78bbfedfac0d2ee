-- Play tokens issued per entry: a whack-a-mole round may be restarted after a lost connection,
-- a few times only, so a player cannot replay until a round goes well.
ALTER TABLE game_entries ADD COLUMN play_sessions INTEGER NOT NULL DEFAULT 0;
