-- Gift-card orders (bizCode virtual_shopping_card) e-mail their cards once (issue 17, decision 061):
-- the row is the proof of sending, its primary key makes a second send impossible, and the e-mail is
-- queued in the outbox in the same transaction as the row.
CREATE TABLE gift_card_delivery (
  order_id bigint PRIMARY KEY REFERENCES trade_order(id),
  order_line_id bigint NOT NULL REFERENCES trade_order_line(id),
  buyer_id bigint NOT NULL REFERENCES app_user(id),
  email text NOT NULL,
  outbox_message_id bigint NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gift_card_delivery_buyer_idx ON gift_card_delivery (buyer_id);
CREATE INDEX trade_order_gift_card_idx ON trade_order (buyer_id, id) WHERE biz_code = 'virtual_shopping_card';
