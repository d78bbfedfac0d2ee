-- Payment attempts (issue 23): one row per collect asked of MeSomb for an order, or per
-- installment request sent to the payment app. `idempotency_key` travels to the provider as the
-- transaction's external id, so a retried call never collects twice. `open_order_id` holds the
-- order's id while the attempt is open and NULL once it is final: its UNIQUE index lets an
-- order have one open attempt at most (a double tap inserts one), on both engines, since NULLs
-- never collide. Every change of `status` is a conditional update on the status it leaves, so a
-- late or repeated answer from the provider is applied once.
CREATE TABLE payment_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  open_order_id INTEGER UNIQUE,
  kind TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  payer_number TEXT NOT NULL,
  service TEXT NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL,
  reference TEXT,
  reason TEXT,
  plan TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  checked_at TEXT,
  ended_at TEXT,
  refund_reference TEXT,
  refunded_at TEXT,
  refunded_by TEXT
);
CREATE INDEX payment_attempts_order ON payment_attempts (order_id);
CREATE INDEX payment_attempts_open ON payment_attempts (status, expires_at);
