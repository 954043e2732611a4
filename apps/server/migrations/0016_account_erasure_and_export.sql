-- Account deletion and data export (issue 15; decisions 044 and 045).

-- A deleted account stays as a row without personal data (orders, payments and after-sales refer to
-- it and are kept for the retention periods of decision 044); when it was deleted is all it keeps.
ALTER TABLE app_user ADD COLUMN destroyed_at timestamptz;
ALTER TABLE app_user ADD CONSTRAINT app_user_destroyed_is_empty CHECK (
  status <> 'DESTROYED' OR (destroyed_at IS NOT NULL AND email IS NULL AND phone IS NULL
    AND password_hash IS NULL AND avatar_url IS NULL)
);

-- Data exports (GDPR Art. 20): requested PENDING, built by a deadline job into a zip of JSON files
-- (READY, downloadable by its owner until expires_at), FAILED when the job gave up, EXPIRED once the
-- archive is removed. Written only by data-export-service moveExportStatus.
CREATE TABLE data_export (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','READY','FAILED','EXPIRED')),
  stored_name text,
  size_bytes bigint,
  requested_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  expires_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'READY') = (stored_name IS NOT NULL)),
  CHECK (status <> 'READY' OR (ready_at IS NOT NULL AND expires_at IS NOT NULL))
);
CREATE INDEX data_export_user_idx ON data_export (user_id, id DESC);
