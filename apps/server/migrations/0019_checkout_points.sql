-- Checkout points discount (issues 14 and 16, decision 050). The contract keeps the buyer's choice
-- (points and what they take off) and when it became final: the first payment start, where the
-- points leave the balance (once, ledger key contract:<id>). The orders book their share in
-- point_discount_minor / actual_need_pay_points (columns of migration 0001). An order that closes
-- unpaid gives its share back as UNPAID_RETURNED.
ALTER TABLE trade_contract
  ADD COLUMN discount_points int NOT NULL DEFAULT 0 CHECK (discount_points >= 0),
  ADD COLUMN point_discount_minor bigint NOT NULL DEFAULT 0 CHECK (point_discount_minor >= 0),
  ADD COLUMN points_fixed_at timestamptz;

ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_reason_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_reason_check CHECK (reason IN
  ('ORDER_EARNED','REVIEW','SIGN_IN','TASK','REDEEMED','REFUND_RETURNED','UNPAID_RETURNED','EXPIRED'));

-- The order-credit sweep (members.creditCompletedOrders) reads completed orders from a watermark on
-- completed_at instead of every completed order on each run (decision 051).
CREATE TABLE member_sweep_cursor (
  name text PRIMARY KEY,
  done_until timestamptz NOT NULL
);
CREATE INDEX trade_order_completed_at_idx ON trade_order (completed_at, id) WHERE display_status = 'COMPLETE';
