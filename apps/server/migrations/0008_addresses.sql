-- The buyer's address book (spec §3 "Address"; decision 025): shipping and billing addresses with
-- every field of the spec's payload. Orders keep their own snapshot (trade_contract.selected_address
-- and billing_address, jsonb in the same field names), so an address may change or go without
-- touching an order.
CREATE TABLE customer_address (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  address_type text NOT NULL DEFAULT 'SHIPPING' CHECK (address_type IN ('SHIPPING','BILLING')),
  site text NOT NULL REFERENCES site(code),
  address_status text NOT NULL DEFAULT 'ENABLED' CHECK (address_status IN ('ENABLED','DISABLED')),
  is_default boolean NOT NULL DEFAULT false,
  gender text NOT NULL CHECK (gender IN ('MALE','FEMALE','UN_KNOW')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  area_code text,
  area_code_id text,
  person_phone text NOT NULL,
  email text NOT NULL,
  company text,
  tax_code text,
  eori text,
  country text NOT NULL,
  -- The country as the picker offered it (id, regionName, regionShortName, regionStatus).
  region jsonb,
  province text NOT NULL,
  city text NOT NULL,
  -- The picked path, level 1 (province) to 4 (street): [{id, districtCode, districtName, districtLevel}].
  district_list jsonb NOT NULL DEFAULT '[]',
  postal_code text NOT NULL,
  poi_name text NOT NULL,
  house_no text,
  detail_address text,
  address_longitude double precision,
  address_latitude double precision,
  subscribe boolean NOT NULL DEFAULT false,
  hear_from text,
  -- Billing: the tax document (a private upload of purpose billing) and the UK import answers.
  tax_document_file_id bigint REFERENCES stored_file(id),
  import_scheme boolean,
  is_corporate boolean,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One default per buyer and type; the writer also serialises default changes on the buyer's row.
CREATE UNIQUE INDEX customer_address_default_idx ON customer_address (user_id, address_type) WHERE is_default;
CREATE INDEX customer_address_user_idx ON customer_address (user_id, address_type, id);
