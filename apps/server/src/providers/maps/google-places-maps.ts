import type {
  AddressComponent,
  Client,
  Language as GoogleLanguage,
} from '@googlemaps/google-maps-services-js';
import type { PlaceDetail } from '@kontor/domain';
import { MAX_PREDICTIONS, type MapsProvider } from './maps-provider.ts';

/** Google's language codes are ours (zh-CN included). */
const googleLanguage = (language: string) => language as GoogleLanguage;

function component(parts: AddressComponent[], type: string): string | null {
  return parts.find((p) => (p.types as string[]).includes(type))?.long_name ?? null;
}

/**
 * Google Places (Autocomplete and Details of the Places API) on the official client. Suggestions are
 * addresses in the address's country, in the buyer's language; a session token ties the typing and
 * the choice into one billed session. The client (and axios under it) loads on first use, not at
 * every start of the server (decision 072).
 */
export function googlePlacesMaps(apiKey: string): MapsProvider {
  let loading: Promise<Client> | undefined;
  const google = () =>
    (loading ??= import('@googlemaps/google-maps-services-js').then((m) => new m.Client({})));
  return {
    name: 'google',
    async autocomplete({ input, country, language, sessionToken }) {
      const res = await (await google()).placeAutocomplete({
        params: {
          key: apiKey,
          input,
          language: googleLanguage(language),
          components: [`country:${country.toLowerCase()}`],
          ...(sessionToken ? { sessiontoken: sessionToken } : {}),
        },
        timeout: 5000,
      });
      return res.data.predictions.slice(0, MAX_PREDICTIONS).map((p) => ({
        placeId: p.place_id,
        description: p.description,
        mainText: p.structured_formatting?.main_text ?? p.description,
        secondaryText: p.structured_formatting?.secondary_text ?? '',
      }));
    },
    async details({ placeId, language, sessionToken }): Promise<PlaceDetail | null> {
      const res = await (await google()).placeDetails({
        params: {
          key: apiKey,
          place_id: placeId,
          language: googleLanguage(language),
          fields: ['address_component', 'geometry'],
          ...(sessionToken ? { sessiontoken: sessionToken } : {}),
        },
        timeout: 5000,
      });
      const result = res.data.result;
      if (!result) return null;
      const parts = result.address_components ?? [];
      const country = parts.find((p) => (p.types as string[]).includes('country'))?.short_name ?? null;
      return {
        placeId,
        country,
        province: component(parts, 'administrative_area_level_1'),
        city: component(parts, 'locality') ?? component(parts, 'postal_town'),
        street: component(parts, 'route'),
        houseNo: component(parts, 'street_number'),
        postalCode: component(parts, 'postal_code'),
        latitude: result.geometry?.location.lat ?? null,
        longitude: result.geometry?.location.lng ?? null,
        path: null,
      };
    },
  };
}
