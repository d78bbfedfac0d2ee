-- The order lifecycle (issue 23, decision 037): every change of an order's status is a row of
-- history (who, when, why), the customer's notice about it is delivered once after the change
-- committed (`notified_at` is claimed by a conditional update), and a pick-up carries the day the
-- shopper chose and the deadline the 48 hours run to, so expiry is one indexed comparison.
CREATE TABLE order_status_history (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  -- 'placed' for the order's first row, else the lifecycle event.
  event TEXT NOT NULL,
  from_status TEXT,
  state TEXT NOT NULL,
  status TEXT NOT NULL,
  -- customer, operator, system or payment; actor_id the operator's login or the payment reference.
  actor_kind TEXT NOT NULL,
  actor_id TEXT,
  comment TEXT,
  notify INTEGER NOT NULL DEFAULT 0,
  notified_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX order_status_history_order ON order_status_history (order_id, id);
CREATE INDEX order_status_history_unsent ON order_status_history (id) WHERE notify = 1 AND notified_at IS NULL;

ALTER TABLE orders ADD COLUMN pickup_date TEXT;
ALTER TABLE orders ADD COLUMN pickup_deadline TEXT;
CREATE INDEX orders_pickup_deadline ON orders (pickup_deadline) WHERE pickup_deadline IS NOT NULL;
CREATE INDEX orders_status ON orders (status, created_at);

-- Orders placed before the lifecycle: mobile money and installments were never collected, so
-- they wait for their payer; pick-ups keep the deadline they were promised (72 h + 48 h).
UPDATE orders SET state = 'pending_payment', status = 'pending_payment' WHERE status = 'pending' AND payment_method <> 'cashondelivery';
UPDATE orders SET pickup_deadline = datetime(created_at, '+120 hours') WHERE shipping_carrier_code = 'gtpickup';
INSERT INTO order_status_history (order_id, event, from_status, state, status, actor_kind, comment, created_at)
  SELECT id, 'placed', NULL, CASE WHEN status = 'canceled' THEN 'new' ELSE state END, CASE WHEN status = 'canceled' THEN 'pending' ELSE status END, 'customer', comment, created_at FROM orders;
INSERT INTO order_status_history (order_id, event, from_status, state, status, actor_kind, created_at)
  SELECT id, 'pickup_expired', 'pending', 'canceled', 'canceled', 'system', updated_at FROM orders WHERE status = 'canceled';
