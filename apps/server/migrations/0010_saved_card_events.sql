-- Saved cards (decision 030): every move of a card's status, written by the one writer
-- (cards-service moveCardStatus) in the same transaction as the move.
CREATE TABLE saved_card_event (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  saved_card_id bigint NOT NULL REFERENCES saved_card(id),
  from_status text NOT NULL,
  to_status text NOT NULL,
  event text NOT NULL,
  source text NOT NULL CHECK (source IN ('BUYER','PROVIDER','SYSTEM')),
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX saved_card_event_card_idx ON saved_card_event (saved_card_id, id);
