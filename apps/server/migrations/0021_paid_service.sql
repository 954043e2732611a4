-- Paid membership ("super member", issue 16, decision 052). A period (monthly, yearly) is sold as
-- the SKU of a service item: paid_service_period says which SKU sells which period. A bought
-- period is a paid_service row, written once per order line when its payment succeeds (the unique
-- order line makes a payment confirmed twice one period); renewals start where the buyer's last
-- period ends, so the rows of a buyer are written under the buyer's member_account row lock.
CREATE TABLE paid_service_period (
  code text PRIMARY KEY CHECK (code IN ('MONTHLY', 'YEARLY')),
  sku_id bigint NOT NULL UNIQUE REFERENCES sku(id),
  months int NOT NULL CHECK (months > 0)
);

CREATE TABLE paid_service (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id),
  period_code text NOT NULL REFERENCES paid_service_period(code),
  order_id bigint NOT NULL REFERENCES trade_order(id),
  order_line_id bigint NOT NULL UNIQUE REFERENCES trade_order_line(id),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'ENDED', 'REFUNDED')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX paid_service_user_idx ON paid_service (user_id, ends_at DESC);
CREATE INDEX paid_service_order_idx ON paid_service (order_id);
CREATE INDEX paid_service_active_end_idx ON paid_service (ends_at) WHERE status = 'ACTIVE';
