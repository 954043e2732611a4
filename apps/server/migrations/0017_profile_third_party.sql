-- Profile (decision 047): gender and birthday beside the nickname and avatar the account already has.
ALTER TABLE app_user
  ADD COLUMN gender text CHECK (gender IN ('MALE','FEMALE','OTHER')),
  ADD COLUMN birthday date;

-- Every member's own invitation code, made on first use; codes are never reused.
CREATE TABLE invitation_code (
  user_id bigint PRIMARY KEY REFERENCES app_user(id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z2-9]{8}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Who invited whom: the primary key makes filling in a code happen once per account.
CREATE TABLE invitation (
  invitee_user_id bigint PRIMARY KEY REFERENCES app_user(id) ON DELETE CASCADE,
  inviter_user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (invitee_user_id <> inviter_user_id)
);
CREATE INDEX invitation_inviter_idx ON invitation (inviter_user_id);

-- Third-party accounts bound to ours (decision 046): one per provider and account, one account per identity.
CREATE TABLE third_party_account (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  account_type text NOT NULL CHECK (account_type ~ '^[A-Z][A-Z0-9_]{1,31}$'),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 255),
  account_label text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_type, subject),
  UNIQUE (user_id, account_type)
);

-- One provider round trip in flight: state (hashed), PKCE verifier and nonce, what it is for.
CREATE TABLE third_party_sign_in (
  state_hash text PRIMARY KEY,
  account_type text NOT NULL,
  intent text NOT NULL CHECK (intent IN ('LOGIN','BIND')),
  user_id bigint REFERENCES app_user(id) ON DELETE CASCADE,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect text NOT NULL DEFAULT '/',
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- The embedded sandbox sign-in provider's authorization codes (its own state, not ours).
CREATE TABLE sandbox_idp_code (
  code_hash text PRIMARY KEY,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  nonce text NOT NULL,
  subject text NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
