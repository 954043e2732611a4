-- Members (issue 16): points and growth value as ledgers, a balance row per member, the sign-in
-- calendar. Every grant is idempotent per (member, reason, source): the unique key makes an event
-- sent twice one row. The balance row carries CHECK (>= 0) and is changed under its row lock, so
-- no interleaving of redemptions can take it below zero.

-- Order points are whole numbers (spec §3: earnPoints rounded up); earlier rows kept two decimals.
ALTER TABLE trade_order ALTER COLUMN earn_points TYPE int USING ceil(earn_points)::int;

CREATE TABLE member_account (
  user_id bigint PRIMARY KEY REFERENCES app_user(id),
  points_balance int NOT NULL DEFAULT 0 CHECK (points_balance >= 0),
  growth_value int NOT NULL DEFAULT 0 CHECK (growth_value >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE points_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id),
  reason text NOT NULL CHECK (reason IN
    ('ORDER_EARNED','REVIEW','SIGN_IN','TASK','REDEEMED','REFUND_RETURNED','EXPIRED')),
  -- What the entry is for: 'order:12', 'line:7', 'day:2026-11-26', 'task:COMPLETE_PROFILE',
  -- 'contract:9', 'reverse:4', 'credit:77' (the credit an expiry ends).
  source_key text NOT NULL CHECK (char_length(source_key) BETWEEN 1 AND 80),
  -- The growth event type of a task or review reward (spec §7 growthEventType).
  event_type text,
  points int NOT NULL CHECK (points <> 0),
  -- Credits only: what is left of them (redemptions take the earliest-expiring first) and when it expires.
  remaining int CHECK (remaining >= 0 AND remaining <= points),
  expires_at timestamptz,
  order_id bigint REFERENCES trade_order(id),
  site text REFERENCES site(code),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((points > 0) = (remaining IS NOT NULL AND expires_at IS NOT NULL)),
  UNIQUE (user_id, reason, source_key)
);
CREATE INDEX points_ledger_user_idx ON points_ledger (user_id, created_at DESC, id DESC);
CREATE INDEX points_ledger_open_idx ON points_ledger (user_id, expires_at, id) WHERE remaining > 0;
CREATE INDEX points_ledger_expiry_idx ON points_ledger (expires_at) WHERE remaining > 0;

CREATE TABLE growth_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id),
  reason text NOT NULL CHECK (reason IN ('ORDER_EARNED','REVIEW','SIGN_IN','TASK')),
  source_key text NOT NULL CHECK (char_length(source_key) BETWEEN 1 AND 80),
  event_type text,
  growth_value int NOT NULL CHECK (growth_value > 0),
  order_id bigint REFERENCES trade_order(id),
  site text REFERENCES site(code),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, reason, source_key)
);
CREATE INDEX growth_ledger_user_idx ON growth_ledger (user_id, created_at DESC, id DESC);

-- One sign-in per member and storefront day (the day in the storefront's time zone).
CREATE TABLE sign_in_log (
  user_id bigint NOT NULL REFERENCES app_user(id),
  sign_day date NOT NULL,
  site text NOT NULL REFERENCES site(code),
  streak int NOT NULL CHECK (streak >= 1),
  points int NOT NULL CHECK (points >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, sign_day)
);
