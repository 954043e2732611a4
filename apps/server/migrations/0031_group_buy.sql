-- Group buying (issue 17, decision 062): a group opened by a paid order of a group offer, the
-- members who joined it, shown on the share link /items/{shopId}/{orderId}.
CREATE TABLE group_buy (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  leader_order_id bigint NOT NULL UNIQUE REFERENCES trade_order(id),
  shop_id bigint NOT NULL REFERENCES shop(id),
  item_id bigint NOT NULL REFERENCES item(id),
  sku_id bigint NOT NULL REFERENCES sku(id),
  group_size int NOT NULL CHECK (group_size BETWEEN 2 AND 50),
  currency text NOT NULL,
  group_price_minor bigint NOT NULL CHECK (group_price_minor >= 0),
  price_minor bigint NOT NULL CHECK (price_minor >= 0),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN','COMPLETE','FAILED')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE group_buy_member (
  group_buy_id bigint NOT NULL REFERENCES group_buy(id),
  buyer_id bigint NOT NULL REFERENCES app_user(id),
  order_id bigint REFERENCES trade_order(id),
  is_leader boolean NOT NULL DEFAULT false,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_buy_id, buyer_id)
);
