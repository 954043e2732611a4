-- Checkout (issue 14, decision 038): orders placed from the cart reserve their SKUs' stock until they
-- are paid or close unpaid. `stock_reserved` says the order holds a reservation; the order writer
-- (orders-service moveOrderStatus) gives the stock back, once, when such an order closes or is
-- cancelled before payment. Demo and older orders hold none.
ALTER TABLE trade_order ADD COLUMN stock_reserved boolean NOT NULL DEFAULT false;
-- A checkout's cart lines are found by buyer and storefront; contracts by buyer, newest first.
CREATE INDEX trade_contract_buyer_created_idx ON trade_contract (buyer_id, created_at DESC);
