import type { AutocompletePlaceResponse, PlaceDetail } from '@kontor/domain/addresses/region-responses';
import type { AutocompletePlaceInput, PlaceDetailInput } from '@kontor/domain/addresses/region-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callFunc } from '../../../shared/api-client.ts';

export const AUTOCOMPLETE_PLACE = '{host}_common_AutocompletePlaceFunc';
export const PLACE_DETAIL = '{host}_common_QueryPlaceDetailFunc';

/** `{host}_common_AutocompletePlaceFunc`: suggestions for what the buyer typed. */
export function autocompletePlace(input: AutocompletePlaceInput, signal?: AbortSignal) {
  return callFunc<AutocompletePlaceResponse>(AUTOCOMPLETE_PLACE, input, signal);
}

export const autocompletePlaceQuery = (input: AutocompletePlaceInput) =>
  queryOptions({
    queryKey: ['regions', 'places', input] as const,
    queryFn: ({ signal }) => autocompletePlace(input, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useAutocompletePlace(input: AutocompletePlaceInput) {
  return useQuery({ ...autocompletePlaceQuery(input), enabled: input.input.trim().length > 1 });
}

/** `{host}_common_QueryPlaceDetailFunc`: postcode, city and street of a chosen place. */
export function placeDetail(input: PlaceDetailInput, signal?: AbortSignal) {
  return callFunc<PlaceDetail>(PLACE_DETAIL, input, signal);
}
