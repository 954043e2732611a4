-- The postcodes of the place index (decision 069): every postcode of a district from the installed
-- packages (german-metadata, @etalab/decoupage-administratif, london-districts; the data step of this
-- migration, platform/db/data-steps.ts → postcode-data.ts, in the same transaction), plus the one
-- postcode 0033 gave a city district. The data step also adds the municipalities 0007 lacks as cities.
CREATE TABLE district_postcode (
  region_id bigint NOT NULL REFERENCES region(id),
  district_id bigint NOT NULL REFERENCES district(id),
  -- Upper case, no spaces: 80331, 75011, SW1A.
  postal_code text NOT NULL CHECK (postal_code ~ '^[0-9A-Z]{2,10}$'),
  PRIMARY KEY (district_id, postal_code)
);
-- A postcode or its start within a country (autocomplete: "803" … "80331").
CREATE INDEX district_postcode_search ON district_postcode (region_id, postal_code text_pattern_ops);
