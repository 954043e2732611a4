import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { googlePlacesMaps } from './google-places-maps.ts';

/**
 * The Google adapter against answers in the shape the Places API gives (Autocomplete and Details,
 * JSON output): what we ask for (country, language, session, fields) and what we take from it.
 * No network: nock answers at the HTTP edge and refuses anything else.
 */
// nock 15 intercepts through @mswjs/interceptors, which calls Promise.withResolvers (Node 22); the
// house runs on Node 20 too, so the test supplies it (as specified by ES2024) when it is missing.
const promises = Promise as unknown as { withResolvers?: () => unknown };
promises.withResolvers ??= () => {
  let resolve!: (v: unknown) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const API = 'https://maps.googleapis.com';
const KEY = 'test-key';

const AUTOCOMPLETE_ANSWER = {
  predictions: [
    {
      description: 'Marienplatz, München, Deutschland',
      place_id: 'ChIJ-marienplatz',
      reference: 'ChIJ-marienplatz',
      structured_formatting: { main_text: 'Marienplatz', secondary_text: 'München, Deutschland' },
      terms: [
        { offset: 0, value: 'Marienplatz' },
        { offset: 13, value: 'München' },
        { offset: 22, value: 'Deutschland' },
      ],
      types: ['route', 'geocode'],
    },
  ],
  status: 'OK',
};

const DETAILS_ANSWER = {
  html_attributions: [],
  result: {
    address_components: [
      { long_name: '8', short_name: '8', types: ['street_number'] },
      { long_name: 'Marienplatz', short_name: 'Marienplatz', types: ['route'] },
      { long_name: 'München', short_name: 'München', types: ['locality', 'political'] },
      {
        long_name: 'Oberbayern',
        short_name: 'Oberbayern',
        types: ['administrative_area_level_2', 'political'],
      },
      { long_name: 'Bayern', short_name: 'BY', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'Deutschland', short_name: 'DE', types: ['country', 'political'] },
      { long_name: '80331', short_name: '80331', types: ['postal_code'] },
    ],
    geometry: { location: { lat: 48.1373932, lng: 11.5754485 } },
  },
  status: 'OK',
};

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('Google Places adapter', () => {
  const maps = googlePlacesMaps(KEY);

  it('asks within the country, in the buyer’s language, and maps the suggestions', async () => {
    const scope = nock(API)
      .get('/maps/api/place/autocomplete/json')
      .query({ key: KEY, input: 'Marienpl', language: 'de', components: 'country:de', sessiontoken: 's-1' })
      .reply(200, AUTOCOMPLETE_ANSWER);
    const found = await maps.autocomplete({
      input: 'Marienpl',
      country: 'DE',
      language: 'de',
      sessionToken: 's-1',
    });
    expect(found).toEqual([
      {
        placeId: 'ChIJ-marienplatz',
        description: 'Marienplatz, München, Deutschland',
        mainText: 'Marienplatz',
        secondaryText: 'München, Deutschland',
      },
    ]);
    expect(scope.isDone()).toBe(true);
  });

  it('gives the form postcode, city, street and house number of a chosen place', async () => {
    const scope = nock(API)
      .get('/maps/api/place/details/json')
      .query({
        key: KEY,
        place_id: 'ChIJ-marienplatz',
        language: 'de',
        fields: 'address_component,geometry',
        sessiontoken: 's-1',
      })
      .reply(200, DETAILS_ANSWER);
    const place = await maps.details({ placeId: 'ChIJ-marienplatz', language: 'de', sessionToken: 's-1' });
    expect(place).toEqual({
      placeId: 'ChIJ-marienplatz',
      country: 'DE',
      province: 'Bayern',
      city: 'München',
      street: 'Marienplatz',
      houseNo: '8',
      postalCode: '80331',
      latitude: 48.1373932,
      longitude: 11.5754485,
      path: null,
    });
    expect(scope.isDone()).toBe(true);
  });

  it('passes on a refusal by Google as an error, not as an empty answer', async () => {
    nock(API).get('/maps/api/place/autocomplete/json').query(true).reply(200, {
      predictions: [],
      status: 'REQUEST_DENIED',
      error_message: 'The provided API key is invalid.',
    });
    const refused = await maps
      .autocomplete({ input: 'Marienpl', country: 'DE', language: 'de' })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(Error);
    expect(String(refused.message ?? refused)).toMatch(/REQUEST_DENIED|403|status code/i);
  });
});
