-- Verification codes (issue 15, decision 043): 6 digits, 10 minutes, single use, 5 tries, a new code
-- for the same purpose and destination voids the old one. Only a salted SHA-256 of the code is kept;
-- the code itself leaves in the outbox message (the development mailbox shows it). Rows for unknown
-- destinations (user_id NULL) are written too, so known and unknown accounts cost the same work.
CREATE TABLE verification_code (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('RESET_PASSWORD','BIND_EMAIL','BIND_MOBILE','DESTROY')),
  channel text NOT NULL CHECK (channel IN ('EMAIL','SMS')),
  destination text NOT NULL,
  -- No foreign key on purpose: its check would run for known accounts only and make their sends
  -- measurably slower than those of unknown ones. A code outlives nobody's interest by 10 minutes.
  user_id bigint,
  salt text NOT NULL,
  code_hash text NOT NULL,
  tries int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  voided_at timestamptz
);
CREATE INDEX verification_code_dest_idx ON verification_code (purpose, channel, destination, id DESC);

-- What a checked code grants: a short-lived, single-use token (reset-by-verify-token, bind, destroy).
CREATE TABLE verify_token (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  purpose text NOT NULL,
  destination text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- The outbox knows what a message is (`CODE` messages carry a verification code), and the SMTP
-- sender records its tries.
ALTER TABLE outbox_message ADD COLUMN kind text NOT NULL DEFAULT 'NOTICE';
ALTER TABLE outbox_message ADD COLUMN attempts int NOT NULL DEFAULT 0;
ALTER TABLE outbox_message ADD COLUMN last_error text;
ALTER TABLE outbox_message ADD COLUMN lease_until timestamptz;
CREATE INDEX outbox_message_recipient_idx ON outbox_message (recipient, id DESC);
CREATE INDEX outbox_message_unsent_idx ON outbox_message (id) WHERE sent_at IS NULL;
