-- Merchant onboarding and the operator (issue 17, decisions 054 and 055): one application per user
-- (resubmitted after a rejection, its data kept), when a shop was frozen (spec §6: orders placed
-- before the freeze stay the seller's to ship), the operator's settings, and every decision logged.
CREATE TABLE merchant_application (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL UNIQUE REFERENCES app_user(id),
  status text NOT NULL CHECK (status IN ('AUDIT','PASS','REJECT')),
  company jsonb NOT NULL,
  documents jsonb NOT NULL DEFAULT '[]',
  reject_reason text,
  shop_id bigint REFERENCES shop(id),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX merchant_application_status_idx ON merchant_application (status, submitted_at, id);

ALTER TABLE shop ADD COLUMN frozen_at timestamptz;
UPDATE shop SET frozen_at = now() WHERE merchant_status = 'FROZEN';

CREATE TABLE platform_setting (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
INSERT INTO platform_setting (key, value) VALUES ('merchantApplicationsOpen', 'true');

CREATE TABLE operator_decision (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_user_id bigint NOT NULL REFERENCES app_user(id),
  subject_type text NOT NULL CHECK (subject_type IN ('APPLICATION','SHOP','SETTING')),
  subject_id bigint,
  action text NOT NULL,
  from_status text,
  to_status text,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_decision_created_idx ON operator_decision (created_at DESC, id DESC);
