-- Payments platform (decision 028): payment attempts as rows with one live attempt per payment order,
-- their transitions, provider webhooks stored once, saved cards with their setups, and the embedded
-- sandbox PSP's own books (a real PSP keeps those on its side).

-- A payment_record is one payment attempt; its id is the merchant reference at the provider.
ALTER TABLE payment_record
  ADD COLUMN provider text NOT NULL DEFAULT 'sandbox',
  ADD COLUMN method text CHECK (method IN ('card','hosted_checkout','wallet','pay_later','device_wallet','bank_reference')),
  -- A provider-specific kind within the method (e.g. klarna, ideal, apple_pay).
  ADD COLUMN variant text,
  ADD COLUMN capture_method text NOT NULL DEFAULT 'automatic' CHECK (capture_method IN ('automatic','manual')),
  ADD COLUMN next_action jsonb,
  ADD COLUMN captured_minor bigint NOT NULL DEFAULT 0 CHECK (captured_minor >= 0),
  ADD COLUMN auth_expires_at timestamptz,
  -- An attempt still open after this is asked about, then closed (cancelled at the provider first).
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN closed_at timestamptz,
  -- The last time the provider was asked about it (status checks are spaced out).
  ADD COLUMN checked_at timestamptz,
  ADD COLUMN buyer_id bigint REFERENCES app_user(id),
  ADD COLUMN saved_card_id bigint;
-- At most one attempt per payment order may still take money or has taken it (DESIGN §7).
CREATE UNIQUE INDEX payment_record_one_live_idx ON payment_record (payment_order_id)
  WHERE record_status IN ('PAY_PENDING','UNKNOWN','PRE_AUTH_SUCCESS','PAY_SUCCESS');
CREATE UNIQUE INDEX payment_record_provider_ref_idx ON payment_record (provider, provider_reference)
  WHERE provider_reference IS NOT NULL;
CREATE INDEX payment_record_open_idx ON payment_record (expires_at) WHERE record_status IN ('PAY_PENDING','UNKNOWN');
CREATE INDEX payment_record_auth_idx ON payment_record (auth_expires_at) WHERE record_status = 'PRE_AUTH_SUCCESS';

-- Every move of an attempt, written by the one writer (payments-service.ts) in the same transaction.
CREATE TABLE payment_transition (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_record_id bigint NOT NULL REFERENCES payment_record(id),
  from_status text NOT NULL,
  to_status text NOT NULL,
  source text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_transition_record_idx ON payment_transition (payment_record_id, id);

-- Provider webhooks, stored once per provider event id, processed by a job.
CREATE TABLE payment_webhook_event (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  event_id text NOT NULL CHECK (length(event_id) BETWEEN 1 AND 255),
  kind text NOT NULL,
  event jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz,
  outcome text,
  UNIQUE (provider, event_id)
);

-- The provider's customer of a buyer (saved cards hang off it).
CREATE TABLE payment_customer (
  user_id bigint NOT NULL REFERENCES app_user(id),
  provider text NOT NULL,
  provider_customer_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider)
);

-- Saved cards and their setups (decision 030). Only the provider's token, brand, last four digits and
-- expiry are kept: never a card number or security code.
CREATE TABLE saved_card (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  buyer_id bigint NOT NULL REFERENCES app_user(id),
  provider text NOT NULL,
  status text NOT NULL DEFAULT 'SETUP_PENDING'
    CHECK (status IN ('SETUP_PENDING','ACTIVE','SETUP_FAILED','EXPIRED','DELETED')),
  is_save boolean NOT NULL DEFAULT true,
  is_default boolean NOT NULL DEFAULT false,
  provider_setup_id text,
  provider_customer_id text,
  pay_center_token text,
  brand text,
  last4 text CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month int CHECK (exp_month BETWEEN 1 AND 12),
  exp_year int CHECK (exp_year BETWEEN 2000 AND 2200),
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  activated_at timestamptz,
  deleted_at timestamptz,
  CHECK (status <> 'ACTIVE' OR (pay_center_token IS NOT NULL AND last4 IS NOT NULL)),
  CHECK (NOT is_default OR status = 'ACTIVE')
);
CREATE UNIQUE INDEX saved_card_setup_idx ON saved_card (provider, provider_setup_id) WHERE provider_setup_id IS NOT NULL;
CREATE UNIQUE INDEX saved_card_one_default_idx ON saved_card (buyer_id) WHERE is_default;
CREATE INDEX saved_card_buyer_idx ON saved_card (buyer_id, status, created_at DESC, id DESC);
CREATE INDEX saved_card_pending_idx ON saved_card (created_at) WHERE status = 'SETUP_PENDING';

-- ---------------------------------------------------------------------------------------------------
-- The embedded sandbox PSP's own books. It shares the database for convenience only: our features
-- never read these tables, they talk to it through the PaymentProvider interface.
CREATE TABLE sandbox_psp_customer (
  id text PRIMARY KEY,
  reference text NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Tokenised cards: brand, last four, expiry and the test behaviour — the number itself is never kept.
CREATE TABLE sandbox_psp_card (
  token text PRIMARY KEY,
  customer_id text REFERENCES sandbox_psp_customer(id),
  brand text NOT NULL,
  last4 text NOT NULL,
  exp_month int NOT NULL,
  exp_year int NOT NULL,
  behaviour text NOT NULL CHECK (behaviour IN ('ok','challenge','declined','insufficient_funds')),
  attached boolean NOT NULL DEFAULT false,
  detached_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_psp_payment (
  id text PRIMARY KEY,
  reference text NOT NULL,
  method text NOT NULL,
  variant text,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL,
  country text NOT NULL,
  capture_method text NOT NULL,
  status text NOT NULL CHECK (status IN
    ('requires_payment_method','requires_action','processing','authorised','succeeded','failed','canceled')),
  client_secret text NOT NULL UNIQUE,
  card_token text,
  challenge_id text UNIQUE,
  failure_reason text,
  captured_minor bigint NOT NULL DEFAULT 0,
  capture_count int NOT NULL DEFAULT 0,
  auth_expires_at timestamptz,
  customer_id text,
  return_url text,
  session jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_psp_payment_reference_idx ON sandbox_psp_payment (reference);

CREATE TABLE sandbox_psp_setup (
  id text PRIMARY KEY,
  reference text NOT NULL,
  customer_id text NOT NULL REFERENCES sandbox_psp_customer(id),
  status text NOT NULL CHECK (status IN ('requires_payment_method','requires_action','succeeded','failed','canceled')),
  client_secret text NOT NULL UNIQUE,
  card_token text,
  challenge_id text UNIQUE,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_psp_session (
  id text PRIMARY KEY,
  type text NOT NULL,
  client_token text NOT NULL UNIQUE,
  country text NOT NULL,
  authorization_token text UNIQUE,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open','authorised','refused','used')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Idempotency keys the sandbox has answered: the same key answers the same response.
CREATE TABLE sandbox_psp_idempotency (
  key text PRIMARY KEY,
  operation text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Events the sandbox sends to our webhook endpoint, signed, after a delay.
CREATE TABLE sandbox_psp_event (
  id text PRIMARY KEY,
  type text NOT NULL,
  body jsonb NOT NULL,
  deliver_at timestamptz NOT NULL,
  delivered_at timestamptz,
  attempts int NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_psp_event_due_idx ON sandbox_psp_event (deliver_at) WHERE delivered_at IS NULL;
