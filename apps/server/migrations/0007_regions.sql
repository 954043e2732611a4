-- Countries and their districts for the address picker (spec §3 "Address", §7, decision 024).
-- The rows are not typed here: the data step of this migration (platform/db/data-steps.ts) loads
-- them from the installed packages (i18n-iso-countries, country-state-city,
-- @fragaria/address-formatter) in the same transaction.
CREATE TABLE region (
  id bigint PRIMARY KEY,
  -- ISO 3166-1 alpha-2 (GB, not the storefront's UK).
  region_short_name text NOT NULL UNIQUE CHECK (region_short_name ~ '^[A-Z]{2}$'),
  region_status text NOT NULL DEFAULT 'ENABLED' CHECK (region_status IN ('ENABLED','DISABLED')),
  -- The name in each UI language: {"en": "Germany", "de": "Deutschland", "zh-CN": "德国", …}.
  names jsonb NOT NULL,
  -- Every name and the code, normalised (normaliseSearch): what the region search matches.
  search_key text NOT NULL,
  -- How deep the picker goes here (spec §9: 3 or 4).
  address_level smallint NOT NULL DEFAULT 3 CHECK (address_level IN (3, 4))
);

CREATE TABLE district (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  region_id bigint NOT NULL REFERENCES region(id),
  parent_id bigint REFERENCES district(id),
  district_level smallint NOT NULL CHECK (district_level BETWEEN 1 AND 4),
  district_code text NOT NULL,
  -- As the country writes it (Bayern, München, Warszawa); the English name as alias when it differs.
  district_name text NOT NULL,
  district_alias text,
  -- normaliseSearch(name): the order of a level and the start of the search key.
  sort_key text NOT NULL,
  -- normaliseSearch(name || ' ' || alias): what the search matches anywhere in it.
  search_key text NOT NULL,
  is_leaf boolean NOT NULL DEFAULT true,
  latitude double precision,
  longitude double precision,
  UNIQUE (region_id, district_code),
  CHECK ((district_level = 1) = (parent_id IS NULL))
);

-- One level of a region (provinces) and the children of one district, each in name order.
CREATE INDEX district_level_of_region ON district (region_id, district_level, sort_key) WHERE parent_id IS NULL;
CREATE INDEX district_children ON district (parent_id, sort_key) WHERE parent_id IS NOT NULL;
-- Place search across a whole country (autocomplete): name prefix first.
CREATE INDEX district_search_prefix ON district (region_id, sort_key text_pattern_ops);
