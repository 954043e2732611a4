-- Upload purposes for merchant documents, and who besides the owner and the operator may fetch a
-- private upload: the shops it was handed to (decision 017).
ALTER TABLE stored_file DROP CONSTRAINT stored_file_purpose_check;
ALTER TABLE stored_file ADD CONSTRAINT stored_file_purpose_check
  CHECK (purpose IN ('review','after-sales','avatar','billing','merchant-document'));

CREATE TABLE stored_file_shop (
  stored_file_id bigint NOT NULL REFERENCES stored_file(id) ON DELETE CASCADE,
  shop_id bigint NOT NULL REFERENCES shop(id),
  PRIMARY KEY (stored_file_id, shop_id)
);

-- Evidence already attached to after-sales applications goes to the shop of the application.
INSERT INTO stored_file_shop (stored_file_id, shop_id)
SELECT DISTINCT f.id, o.shop_id
  FROM reverse_order_remark r
  JOIN reverse_order o ON o.id = r.reverse_order_id
  CROSS JOIN LATERAL jsonb_array_elements(r.attachments) a
  JOIN stored_file f ON f.owner_user_id = o.buyer_id AND a->>'url' LIKE '%/files/' || f.stored_name
ON CONFLICT DO NOTHING;
