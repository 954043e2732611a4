-- Payment attempts remember what they were started with (decision 028): a start that timed out is
-- replayed with the same idempotency key, and a provider answers a replayed key only when the request
-- is the same (return URL, locale, saved card, pay-later authorisation …).
ALTER TABLE payment_record ADD COLUMN start_input jsonb NOT NULL DEFAULT '{}';
