import {
  addressChildrenResponseSchema,
  addressChildrenSchema,
  autocompletePlaceResponseSchema,
  autocompletePlaceSchema,
  offsetOf,
  pagingDistrictResponseSchema,
  pagingDistrictSchema,
  pagingRegionResponseSchema,
  pagingRegionSchema,
  placeDetailResponseSchema,
  placeDetailSchema,
  REGION_PAGE_SIZE,
  SITES,
} from '@kontor/domain';
import { notFound } from '../../platform/errors.ts';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { districtDto, pickerNodeDto, regionDto } from './regions-dto.ts';
import { pageDistricts, pageRegions } from './regions-service.ts';

export const pagingRegion = defineCall({
  kind: 'func',
  name: 'bbc_common_PagingRegionFunc',
  access: 'public',
  schema: pagingRegionSchema,
  response: pagingRegionResponseSchema,
  handler: async (input, ctx) => {
    const { rows, total } = await pageRegions(ctx.db, {
      status: input.regionStatus,
      name: input.regionName,
      language: ctx.language,
      offset: offsetOf(input.page),
      limit: input.page.size,
    });
    return { data: rows.map(regionDto), total };
  },
});

export const pagingDistrict = defineCall({
  kind: 'func',
  name: 'bbc_common_PagingDistrictFunc',
  access: 'public',
  schema: pagingDistrictSchema,
  response: pagingDistrictResponseSchema,
  handler: async (input, ctx) => {
    const { rows, total } = await pageDistricts(ctx.db, {
      regionId: input.region.id,
      level: input.districtLevel,
      parentId: input.parentDistrict?.id,
      name: input.districtName,
      offset: offsetOf(input.queryParams.page),
      limit: input.queryParams.page.size,
    });
    return { data: rows.map(districtDto), total };
  },
});

export const queryAddressChildren = defineCall({
  kind: 'func',
  name: '{host}_common_QueryAddressChildrenFunc',
  access: 'public',
  schema: addressChildrenSchema,
  response: addressChildrenResponseSchema,
  handler: async (input, ctx) => {
    const { rows, total } = await pageDistricts(ctx.db, {
      regionId: input.regionId,
      level: input.level,
      parentId: input.parentId,
      name: input.keyword,
      offset: 0,
      limit: REGION_PAGE_SIZE,
    });
    return { data: rows.map(pickerNodeDto), total };
  },
});

export const autocompletePlace = defineCall({
  kind: 'func',
  name: '{host}_common_AutocompletePlaceFunc',
  access: 'public',
  schema: autocompletePlaceSchema,
  response: autocompletePlaceResponseSchema,
  handler: async (input, ctx) => ({
    data: await ctx.providers.maps.autocomplete({
      input: input.input,
      country: input.country ?? SITES[ctx.site].country,
      language: input.language ?? ctx.language,
      sessionToken: input.sessionToken,
    }),
  }),
});

export const queryPlaceDetail = defineCall({
  kind: 'func',
  name: '{host}_common_QueryPlaceDetailFunc',
  access: 'public',
  schema: placeDetailSchema,
  response: placeDetailResponseSchema,
  handler: async (input, ctx) => {
    const place = await ctx.providers.maps.details({
      placeId: input.placeId,
      language: input.language ?? ctx.language,
      sessionToken: input.sessionToken,
    });
    if (!place) throw notFound();
    return place;
  },
});

export function registerRegionsCalls(calls: CallRegistry) {
  calls.register(pagingRegion, pagingDistrict, queryAddressChildren, autocompletePlace, queryPlaceDetail);
}
