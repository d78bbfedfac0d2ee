-- PostgreSQL twin of 060_campaign_state.sql.
ALTER TABLE campaigns ADD COLUMN state text NOT NULL DEFAULT 'scheduled' CHECK (state IN ('draft', 'scheduled'));
