-- The coupon ledger, the discount code at checkout and the prize draw (issue 17, issue 14; decision 057).
-- A buyer's coupons: DISCOUNT codes take money off a checkout in their storefront's currency;
-- VOUCHER codes carry a password and are handed over elsewhere. A code is reserved by one unpaid
-- contract at a time (reserved_contract_id, taken under the coupon's row lock) and used once, when
-- that contract is paid; a reservation whose orders all closed unpaid counts as free again.
CREATE TABLE buyer_coupon (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id),
  kind text NOT NULL CHECK (kind IN ('DISCOUNT','VOUCHER')),
  name_key text NOT NULL CHECK (char_length(name_key) BETWEEN 1 AND 80),
  coupon_code text NOT NULL UNIQUE CHECK (char_length(coupon_code) BETWEEN 4 AND 40),
  coupons_password text,
  site text REFERENCES site(code),
  currency text,
  discount_minor bigint CHECK (discount_minor > 0),
  min_amount_minor bigint NOT NULL DEFAULT 0 CHECK (min_amount_minor >= 0),
  valid_from timestamptz,
  valid_until timestamptz,
  used_status text NOT NULL DEFAULT 'NOT_USED' CHECK (used_status IN ('NOT_USED','USED')),
  used_time timestamptz,
  reserved_contract_id bigint REFERENCES trade_contract(id),
  -- What the reservation took off that contract, in all and per order ({"<orderId>": minor}).
  applied_minor bigint CHECK (applied_minor > 0),
  applied_parts jsonb,
  -- Where the coupon came from ('prize:12', 'demo:welcome'): one coupon per (buyer, source).
  source_key text NOT NULL CHECK (char_length(source_key) BETWEEN 1 AND 80),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'DISCOUNT') = (discount_minor IS NOT NULL AND currency IS NOT NULL AND site IS NOT NULL)),
  CHECK ((used_status = 'USED') = (used_time IS NOT NULL)),
  UNIQUE (user_id, source_key)
);
CREATE INDEX buyer_coupon_user_idx ON buyer_coupon (user_id, used_status, created_at DESC, id DESC);
CREATE INDEX buyer_coupon_contract_idx ON buyer_coupon (reserved_contract_id) WHERE reserved_contract_id IS NOT NULL;

-- The prizes of the draw: weighted, with stock (null: as many as drawn; a NONE prize is "no win").
CREATE TABLE prize (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name_key text NOT NULL CHECK (char_length(name_key) BETWEEN 1 AND 80),
  kind text NOT NULL CHECK (kind IN ('POINTS','COUPON','NONE')),
  points int NOT NULL DEFAULT 0 CHECK (points >= 0),
  -- A coupon prize: a discount code of this many euro cents (converted to the storefront's currency).
  discount_eur_cents bigint CHECK (discount_eur_cents > 0),
  min_amount_eur_cents bigint NOT NULL DEFAULT 0 CHECK (min_amount_eur_cents >= 0),
  weight int NOT NULL CHECK (weight >= 0),
  stock int CHECK (stock >= 0),
  sort int NOT NULL DEFAULT 0,
  CHECK ((kind = 'POINTS') = (points > 0)),
  CHECK ((kind = 'COUPON') = (discount_eur_cents IS NOT NULL))
);

-- One draw per paid order (the eligibility): the unique key makes a second draw impossible.
CREATE TABLE prize_draw (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id),
  order_id bigint NOT NULL UNIQUE REFERENCES trade_order(id),
  prize_id bigint REFERENCES prize(id),
  coupon_id bigint REFERENCES buyer_coupon(id),
  drawn_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prize_draw_user_idx ON prize_draw (user_id, drawn_at DESC, id DESC);

-- Points a prize credits are a ledger reason of their own.
ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_reason_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_reason_check CHECK (reason IN
  ('ORDER_EARNED','REVIEW','SIGN_IN','TASK','PRIZE','REDEEMED','REFUND_RETURNED','EXPIRED'));

INSERT INTO prize (name_key, kind, points, discount_eur_cents, min_amount_eur_cents, weight, stock, sort) VALUES
  ('prizes.names.points50', 'POINTS', 50, NULL, 0, 40, NULL, 1),
  ('prizes.names.points200', 'POINTS', 200, NULL, 0, 15, 500, 2),
  ('prizes.names.coupon5', 'COUPON', 0, 500, 5000, 25, 300, 3),
  ('prizes.names.coupon20', 'COUPON', 0, 2000, 20000, 5, 50, 4),
  ('prizes.names.none', 'NONE', 0, NULL, 0, 15, NULL, 5);
