-- Every points reason of the domain (POINTS_REASONS): 0019 added UNPAID_RETURNED and 0026 PRIZE, each
-- replacing the list without the other's.
ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_reason_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_reason_check CHECK (reason IN
  ('ORDER_EARNED','REVIEW','SIGN_IN','TASK','PRIZE','REDEEMED','REFUND_RETURNED','UNPAID_RETURNED','EXPIRED'));
