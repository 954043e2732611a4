-- Joining a group buy through checkout, the group's deadline, gift cards issued when paid
-- (issue 17, decision 068).
-- A checkout started to join a group: the order that will join it once paid. JOINED when the
-- payment's writer added the member, REJECTED when the group was full, expired or failed by then
-- (the paid order is refunded by the group-buy sweep).
CREATE TABLE group_buy_join (
  order_id bigint PRIMARY KEY REFERENCES trade_order(id),
  group_buy_id bigint NOT NULL REFERENCES group_buy(id),
  buyer_id bigint NOT NULL REFERENCES app_user(id),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','JOINED','REJECTED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX group_buy_join_group_idx ON group_buy_join (group_buy_id, buyer_id);

-- The proof that a paid order of a failed group (or a rejected join) was sent back: one row per
-- order, so the sweep refunds it once.
CREATE TABLE group_buy_refund (
  order_id bigint PRIMARY KEY REFERENCES trade_order(id),
  group_buy_id bigint NOT NULL REFERENCES group_buy(id),
  reverse_order_id bigint REFERENCES reverse_order(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX group_buy_open_expiry_idx ON group_buy (expires_at) WHERE status = 'OPEN';
CREATE INDEX group_buy_member_order_idx ON group_buy_member (order_id) WHERE order_id IS NOT NULL;
