-- PostgreSQL twin of 034_game_sessions.sql.
ALTER TABLE game_entries ADD COLUMN play_sessions bigint NOT NULL DEFAULT 0;
