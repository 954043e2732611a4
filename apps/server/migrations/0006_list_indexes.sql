-- Decision 023: the buyer's lists find their page and count their total from the index alone.
-- Each list orders by (created_at DESC, id DESC) within the owner; the columns the filters test
-- ride along (INCLUDE), so the page ids and the total come from an index-only scan, and a deep
-- page walks index entries, not table rows.

-- The order list (every tab filters trade_type; the status tabs also display_status).
CREATE INDEX trade_order_buyer_list_idx ON trade_order (buyer_id, created_at DESC, id DESC)
  INCLUDE (trade_type, display_status);
DROP INDEX trade_order_buyer_created_idx;
CREATE INDEX trade_order_buyer_status_list_idx ON trade_order (buyer_id, display_status, created_at DESC, id DESC)
  INCLUDE (trade_type);
DROP INDEX trade_order_buyer_status_idx;

-- The after-sales list (its filter tabs test the status).
CREATE INDEX reverse_order_buyer_list_idx ON reverse_order (buyer_id, created_at DESC, id DESC) INCLUDE (status);
DROP INDEX reverse_order_buyer_idx;

-- The review list already has its index: comment_commentator_idx (commentator_id, created_at DESC,
-- id DESC) WHERE top_id = -1 (0002).
