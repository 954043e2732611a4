import type { Queryable } from './db.ts';

/**
 * Rows a migration brings from installed packages rather than from SQL text: run right after the
 * migration's SQL, in its transaction, once (the version is recorded with them).
 */
export const DATA_STEPS: Record<string, (q: Queryable) => Promise<void>> = {
  // Imported on demand: an ordinary start (all versions recorded) never loads the packages' data.
  '0007': async (q) => (await import('./region-data.ts')).loadRegionData(q),
  '0033': async (q) => (await import('./region-data.ts')).loadCityDistricts(q),
  '0038': async (q) => (await import('./postcode-data.ts')).loadPostcodes(q),
};
