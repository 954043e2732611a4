import type { Language, PlaceDetail, PlacePrediction } from '@kontor/domain';

/**
 * Place autocomplete for the address form (spec §7 "a maps service gives place autocomplete, limited
 * by language and country, and place details"). The embedded default searches our own district index
 * and works offline; Google Places takes over when GOOGLE_MAPS_API_KEY is set.
 */
export interface MapsProvider {
  readonly name: 'own-index' | 'google';
  autocomplete(q: {
    input: string;
    /** ISO 3166-1 alpha-2 the suggestions are limited to. */
    country: string;
    language: Language;
    sessionToken?: string;
  }): Promise<PlacePrediction[]>;
  /** What the form fills in from a chosen place; null for a place id the provider does not know. */
  details(q: { placeId: string; language: Language; sessionToken?: string }): Promise<PlaceDetail | null>;
}

/** Suggestions shown at most (Google answers five). */
export const MAX_PREDICTIONS = 8;
