-- Product page (issue 14): each item's delivery estimate (working days from payment) and, for items
-- sold in advance, its pre-sale terms. Pre-sale items sell at their site price; `pre_sale` says how
-- that price is paid: a deposit share now and the balance in a window (DEPOSIT), or all at once
-- ahead of delivery (FULL_PAYMENT). Shape:
--   {"preSaleEventType": "DEPOSIT"|"FULL_PAYMENT", "depositPercent": 1..99 (DEPOSIT only),
--    "balancePaymentStartTime": iso, "balancePaymentEndTime": iso, "deliveryDays": int}
ALTER TABLE item
  ADD COLUMN delivery_min_days int NOT NULL DEFAULT 3 CHECK (delivery_min_days BETWEEN 0 AND 365),
  ADD COLUMN delivery_max_days int NOT NULL DEFAULT 7 CHECK (delivery_max_days BETWEEN 0 AND 365),
  ADD COLUMN pre_sale jsonb,
  ADD CONSTRAINT item_delivery_range CHECK (delivery_min_days <= delivery_max_days),
  ADD CONSTRAINT item_pre_sale_type CHECK (
    pre_sale IS NULL OR pre_sale->>'preSaleEventType' IN ('DEPOSIT', 'FULL_PAYMENT'));
