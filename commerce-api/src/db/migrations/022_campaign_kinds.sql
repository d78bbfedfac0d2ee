-- A brand shop (/samsung-officiel, /tecno-shop…) is a long-running campaign page of one brand:
-- no countdown, the brand's categories and best sellers on top.
ALTER TABLE campaigns ADD COLUMN kind TEXT NOT NULL DEFAULT 'campaign' CHECK (kind IN ('campaign', 'brand'));

-- Demo data is written once per named set, so a set added later reaches databases seeded before.
CREATE TABLE campaign_seeds (
  name TEXT PRIMARY KEY,
  seeded_at TEXT NOT NULL
);
INSERT INTO campaign_seeds (name, seeded_at) SELECT 'campaigns', seeded_at FROM campaign_seed;
DROP TABLE campaign_seed;
