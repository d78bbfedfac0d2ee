-- A campaign manager prepares a page as a draft (no shopper sees it; the console previews it)
-- and schedules it when it is ready. Every campaign made before drafts existed was public.
ALTER TABLE campaigns ADD COLUMN state TEXT NOT NULL DEFAULT 'scheduled' CHECK (state IN ('draft', 'scheduled'));
