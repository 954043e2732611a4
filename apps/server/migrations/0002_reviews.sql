-- Reviews (spec §3 "Review", §4 "Reviews", §5): first reviews and follow-ups of order lines, shop replies,
-- and the growth/points ledger that review rewards (spec §7 post-order-review/send-growth-and-points) write to.

CREATE TABLE comment (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- -1 on a first review; the first review's id on its follow-up.
  top_id bigint NOT NULL CHECK (top_id = -1 OR top_id > 0),
  -- -1 on a follow-up (and on a first review: buyers' reviews are not threaded further).
  parent_id bigint NOT NULL DEFAULT -1,
  order_id bigint NOT NULL REFERENCES trade_order(id),
  order_line_id bigint NOT NULL REFERENCES trade_order_line(id),
  item_id bigint NOT NULL REFERENCES item(id),
  shop_id bigint NOT NULL REFERENCES shop(id),
  -- postOwner and commentRecipient: the seller of the line, set by the server.
  seller_user_id bigint NOT NULL REFERENCES app_user(id),
  commentator_id bigint NOT NULL REFERENCES app_user(id),
  post_type_dict text NOT NULL DEFAULT 'ORDER_LINE' CHECK (post_type_dict = 'ORDER_LINE'),
  commentator_type_dict text NOT NULL DEFAULT 'BUYER' CHECK (commentator_type_dict = 'BUYER'),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 300),
  images text[] NOT NULL DEFAULT '{}' CHECK (cardinality(images) <= 6),
  rate_dict smallint,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A first review has a rating of 1 to 5; a follow-up has none.
  CHECK ((top_id = -1 AND rate_dict BETWEEN 1 AND 5) OR (top_id <> -1 AND rate_dict IS NULL))
);
-- One first review per order line, one follow-up per first review (concurrent requests meet here).
CREATE UNIQUE INDEX comment_first_review_uq ON comment (order_line_id) WHERE top_id = -1;
CREATE UNIQUE INDEX comment_follow_up_uq ON comment (top_id) WHERE top_id <> -1;
-- Keyset-friendly lists (DESIGN §9): the buyer's reviews, a shop's reviews, an item's reviews, newest first.
CREATE INDEX comment_commentator_idx ON comment (commentator_id, created_at DESC, id DESC) WHERE top_id = -1;
CREATE INDEX comment_shop_idx ON comment (shop_id, created_at DESC, id DESC) WHERE top_id = -1;
CREATE INDEX comment_item_idx ON comment (item_id, created_at DESC, id DESC) WHERE top_id = -1;
CREATE INDEX comment_order_idx ON comment (order_id);

-- The shop's reply: one per review and one per follow-up.
CREATE TABLE comment_reply (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  comment_id bigint NOT NULL UNIQUE REFERENCES comment(id),
  shop_id bigint NOT NULL REFERENCES shop(id),
  replier_user_id bigint NOT NULL REFERENCES app_user(id),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 300),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Growth value and points earned by a user, one row per event and source (an order line for a review):
-- the unique key makes every grant happen at most once, whoever asks and however often.
CREATE TABLE reward_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id),
  event_type text NOT NULL CHECK (event_type IN
    ('POST_ORDER_REVIEW','SHARE_PRODUCT','COMPLETE_PROFILE','FOLLOW_SOCIAL_MEDIA','SUBSCRIBE_EMAIL','SIGN_IN','ORDER_PAID')),
  source_type text NOT NULL CHECK (source_type IN ('ORDER_LINE','ORDER','USER','DAY')),
  source_id bigint NOT NULL,
  order_id bigint REFERENCES trade_order(id),
  growth_value int NOT NULL DEFAULT 0,
  points int NOT NULL DEFAULT 0,
  site text REFERENCES site(code),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, event_type, source_type, source_id)
);
CREATE INDEX reward_ledger_user_idx ON reward_ledger (user_id, created_at DESC, id DESC);
CREATE INDEX reward_ledger_order_idx ON reward_ledger (order_id) WHERE order_id IS NOT NULL;
