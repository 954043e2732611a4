/** Catalogue constants without zod, so the web app's catalogue page need not load the schema library. */
export const CATEGORY_CODES = [
  'standing-desks',
  'office-chairs',
  'monitor-arms',
  'desk-converters',
  'cabinets',
  'lamps',
  'meeting-tables',
  'acoustics',
  'storage',
  'accessories',
] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

/** Thumbnails on a product card: at most 4, a "more" tile beyond that (spec §2, §9). */
export const CARD_MAX_THUMBNAILS = 4;
