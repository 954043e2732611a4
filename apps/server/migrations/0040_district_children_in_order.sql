-- The children of a district in name order (decision 074): Bayern's 2,000-odd cities (decision 069)
-- were read through a bitmap of two indexes and sorted for every page (about 3 ms of PostgreSQL CPU
-- for 999 rows). This index matches the whole WHERE and ORDER BY of regionsRepository.districts and
-- carries the answer's columns, so a page and its total are index-only scans in order, no sort.
-- The district table is reference data, so the visibility map stays set and the heap is not read.
CREATE INDEX district_children_in_order ON district (parent_id, region_id, district_level, sort_key, id)
  INCLUDE (district_code, district_name, district_alias, is_leaf, latitude, longitude)
  WHERE parent_id IS NOT NULL;
-- A parent implies its region and level: without this the planner multiplies the three
-- selectivities and expects a tenth of the rows, which makes a sort look cheaper than the index.
CREATE STATISTICS district_parent_region_level (dependencies) ON parent_id, region_id, district_level FROM district;
ANALYZE district;
