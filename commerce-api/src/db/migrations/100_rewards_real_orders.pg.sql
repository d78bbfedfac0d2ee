-- Rewards count real orders only (issue 23): an order's points are credited when it is complete
-- and taken back (reversed_at) when it is refunded or cancelled; a referral credit comes with the
-- referee's first complete order and goes with it. "Once" now means once among the credits that
-- still stand, so a refunded first order leaves the referee's next complete order to credit.
ALTER TABLE prime_points ADD COLUMN reversed_at text;
DROP INDEX prime_points_order_once;
DROP INDEX prime_points_referee_once;
CREATE UNIQUE INDEX prime_points_order_once ON prime_points (order_id, kind) WHERE order_id IS NOT NULL AND reversed_at IS NULL;
CREATE UNIQUE INDEX prime_points_referee_once ON prime_points (referee_id) WHERE kind = 'referral' AND referee_id IS NOT NULL AND reversed_at IS NULL;

-- Points placement gave for orders that never completed go back; the orders credit again when
-- they complete. Totals and tiers then follow the credits that stand (thresholds: prime/rules.ts).
UPDATE prime_points SET reversed_at = created_at
WHERE (kind = 'order' AND (order_id IS NULL OR order_id NOT IN (SELECT id FROM orders WHERE status = 'complete')))
   OR (kind = 'referral' AND (referee_id IS NULL OR referee_id NOT IN (SELECT customer_id FROM orders WHERE status = 'complete' AND customer_id IS NOT NULL)));
UPDATE prime_members SET points = (SELECT COALESCE(SUM(p.points), 0) FROM prime_points p WHERE p.customer_id = prime_members.customer_id AND p.reversed_at IS NULL);
UPDATE prime_members SET tier_rank = CASE WHEN points >= 30000 THEN 3 WHEN points >= 10000 THEN 2 WHEN points >= 2000 THEN 1 ELSE 0 END;
