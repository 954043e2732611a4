import type { District, PickerNode, Region } from '@kontor/domain';
import type { DistrictRow, RegionRow } from './regions-repository.ts';

export const regionDto = (r: RegionRow): Region => ({
  id: r.id,
  regionName: r.region_name,
  regionShortName: r.region_short_name,
  regionStatus: r.region_status,
  addressLevel: r.address_level,
});

export const districtDto = (d: DistrictRow): District => ({
  id: d.id,
  districtCode: d.district_code,
  districtName: d.district_name,
  districtAlias: d.district_alias,
  districtLevel: d.district_level,
  regionId: d.region_id,
  parentId: d.parent_id,
  isLeaf: d.is_leaf,
  latitude: d.latitude,
  longitude: d.longitude,
});

export const pickerNodeDto = (d: DistrictRow): PickerNode => ({
  id: d.id,
  name: d.district_name,
  code: d.district_code,
  level: d.district_level,
  pinyin: d.sort_key,
  alias: d.district_alias,
  isLeaf: d.is_leaf,
});
