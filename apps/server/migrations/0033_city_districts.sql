-- City districts (level 3 of the address picker) and the postcodes the place index knows (decision 064).
-- The rows come from the data step of this migration (platform/db/data-steps.ts → city-districts.ts),
-- in the same transaction: Münchens Stadtbezirke, Berlins Bezirke, Paris's arrondissements …
-- The one postcode of a place, where it has exactly one (Paris 75011, Wien 1070); null elsewhere.
ALTER TABLE district ADD COLUMN postal_code text CHECK (postal_code ~ '^[0-9A-Z -]{2,10}$');
