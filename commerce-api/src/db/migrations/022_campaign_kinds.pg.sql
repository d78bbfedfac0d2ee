-- PostgreSQL twin of 022_campaign_kinds.sql.
ALTER TABLE campaigns ADD COLUMN kind text NOT NULL DEFAULT 'campaign' CHECK (kind IN ('campaign', 'brand'));

CREATE TABLE campaign_seeds (
  name text PRIMARY KEY,
  seeded_at text NOT NULL
);
INSERT INTO campaign_seeds (name, seeded_at) SELECT 'campaigns', seeded_at FROM campaign_seed;
DROP TABLE campaign_seed;
