-- Keys the server signs with (decision 063), made on first use and kept in the database so every
-- instance and restart signs and checks alike. `order-link`: the guest's order link in the
-- confirmation e-mail (HMAC-SHA256 over the order id and the expiry).
CREATE TABLE app_secret (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9-]{1,40}$'),
  value bytea NOT NULL CHECK (octet_length(value) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
