-- After-sales (reverse trade orders): applications, their lines, remarks, return/exchange parcels,
-- refunds through the payment provider (with the embedded sandbox's own ledger), and the order
-- columns that keep refunds, returned points and reserved quantities within what was paid.

ALTER TABLE trade_order
  ADD COLUMN refunded_minor bigint NOT NULL DEFAULT 0,
  ADD COLUMN returned_points int NOT NULL DEFAULT 0,
  ADD CONSTRAINT trade_order_refund_within_paid CHECK (refunded_minor >= 0 AND refunded_minor <= paid_minor),
  ADD CONSTRAINT trade_order_points_within_paid CHECK (returned_points >= 0 AND returned_points <= actual_paid_points);

-- Quantities held by open applications; done ones move into cancelled_qty or reversed_qty.
ALTER TABLE trade_order_line
  ADD COLUMN reserved_qty numeric(12,3) NOT NULL DEFAULT 0,
  ADD CONSTRAINT trade_order_line_reserved_within_qty
    CHECK (reserved_qty >= 0 AND cancelled_qty + reversed_qty + reserved_qty <= trade_qty),
  ADD CONSTRAINT trade_order_line_refund_not_negative CHECK (refunded_minor >= 0);

CREATE TABLE reverse_order (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  order_id bigint NOT NULL REFERENCES trade_order(id),
  buyer_id bigint NOT NULL REFERENCES app_user(id),
  shop_id bigint NOT NULL REFERENCES shop(id),
  type text NOT NULL CHECK (type IN
    ('SALE_REFUND','SALE_RETURN','SALE_EXCHANGE','SALE_CANCEL_BEFORE_DELIVERY','SALE_CANCEL_AFTER_PAID')),
  original_type text NOT NULL CHECK (original_type IN
    ('SALE_REFUND','SALE_RETURN','SALE_EXCHANGE','SALE_CANCEL_BEFORE_DELIVERY','SALE_CANCEL_AFTER_PAID')),
  status text NOT NULL CHECK (status IN
    ('AS_APPLIED','WAITING_FOR_AUDIT_BY_SELLER','WAITING_FOR_BUYER_RETURN','WAITING_FOR_QC_DONE',
     'WAITING_FOR_REFUND','WAITING_FOR_SELLER_SHIP','WAITING_FOR_BUYER_CONFIRMED','REFUND_PENDING',
     'REFUND_DONE','REVERSE_DONE','REVERSE_CANCELED','REFUND_FAIL','REVERSE_CLOSE')),
  reason text NOT NULL,
  currency text NOT NULL,
  apply_refund_minor bigint NOT NULL DEFAULT 0 CHECK (apply_refund_minor >= 0),
  -- The goods part of the refund the seller agreed to (null until approved), and the shipping part.
  refund_minor bigint CHECK (refund_minor IS NULL OR refund_minor >= 0),
  refund_shipping_minor bigint NOT NULL DEFAULT 0 CHECK (refund_shipping_minor >= 0),
  seller_refund_shipping_minor bigint CHECK (seller_refund_shipping_minor IS NULL OR seller_refund_shipping_minor >= 0),
  returned_points int NOT NULL DEFAULT 0 CHECK (returned_points >= 0),
  type_changed_by_seller boolean NOT NULL DEFAULT false,
  amount_changed_by_seller boolean NOT NULL DEFAULT false,
  audit_reject_reason text CHECK (char_length(audit_reject_reason) <= 500),
  qc_reject_reason text CHECK (char_length(qc_reject_reason) <= 500),
  return_address jsonb,
  refund_attempts int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
-- Keyset-friendly list indexes (DESIGN §9): a buyer's and a shop's records newest first.
CREATE INDEX reverse_order_buyer_idx ON reverse_order (buyer_id, created_at DESC, id DESC);
CREATE INDEX reverse_order_shop_idx ON reverse_order (shop_id, created_at DESC, id DESC);
CREATE INDEX reverse_order_order_idx ON reverse_order (order_id);

CREATE TABLE reverse_order_line (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reverse_order_id bigint NOT NULL REFERENCES reverse_order(id),
  order_line_id bigint NOT NULL REFERENCES trade_order_line(id),
  qty numeric(12,3) NOT NULL CHECK (qty > 0),
  apply_refund_minor bigint NOT NULL DEFAULT 0 CHECK (apply_refund_minor >= 0),
  refund_minor bigint NOT NULL DEFAULT 0 CHECK (refund_minor >= 0),
  -- The replacement of an exchange: its sku and a snapshot of name, image, attributes and price.
  derivative_sku_id bigint REFERENCES sku(id),
  derivative_sku jsonb,
  UNIQUE (reverse_order_id, order_line_id)
);
CREATE INDEX reverse_order_line_order_line_idx ON reverse_order_line (order_line_id);

CREATE TABLE reverse_order_remark (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reverse_order_id bigint NOT NULL REFERENCES reverse_order(id),
  entity_type text NOT NULL CHECK (entity_type IN ('BUYER','SELLER','SYSTEM')),
  remark text NOT NULL DEFAULT '' CHECK (char_length(remark) <= 500),
  attachments jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_array_length(attachments) <= 6),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reverse_order_remark_idx ON reverse_order_remark (reverse_order_id, id);

-- Return parcels (buyer to seller) and exchange parcels (seller to buyer).
CREATE TABLE reverse_fulfillment (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reverse_order_id bigint NOT NULL REFERENCES reverse_order(id),
  direction text NOT NULL CHECK (direction IN ('RETURN','EXCHANGE')),
  operator_type text NOT NULL CHECK (operator_type IN ('USER','SELLER')),
  status text NOT NULL DEFAULT 'SEND_DELIVERY' CHECK (status IN ('SEND_DELIVERY','SIGN_IN','CANCEL')),
  carrier_id bigint NOT NULL REFERENCES carrier(id),
  service_code text NOT NULL CHECK (service_code ~ '^[A-Za-z0-9]{1,40}$'),
  return_mode text CHECK (return_mode IN ('SELF_DELIVERY')),
  created_at timestamptz NOT NULL DEFAULT now(),
  signed_at timestamptz,
  UNIQUE (reverse_order_id, direction)
);

-- Refunds asked of the payment provider; one idempotency key per after-sales order and attempt.
CREATE TABLE refund (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reverse_order_id bigint NOT NULL REFERENCES reverse_order(id),
  order_id bigint NOT NULL REFERENCES trade_order(id),
  payment_record_id bigint REFERENCES payment_record(id),
  attempt int NOT NULL CHECK (attempt >= 1),
  idempotency_key text NOT NULL UNIQUE,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL,
  provider text NOT NULL,
  provider_reference text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','DONE','FAILED')),
  failed_reason text,
  next_check_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (reverse_order_id, attempt)
);
-- At most one refund of an after-sales order is under way or done: a raced step cannot refund twice.
CREATE UNIQUE INDEX refund_one_live_idx ON refund (reverse_order_id) WHERE status IN ('PENDING','DONE');
CREATE INDEX refund_pending_idx ON refund (next_check_at) WHERE status = 'PENDING';

-- The embedded sandbox payment provider's own ledger of refunds (a real PSP keeps this on its side).
CREATE TABLE sandbox_refund (
  reference text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  payment_record_id bigint,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('SUCCEEDED','FAILED')),
  failure_reason text,
  settle_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
