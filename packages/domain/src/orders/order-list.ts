/**
 * Order list constants and time ranges (spec §2 "Order management list", §9). Free of zod, so the
 * web's order list can import them without pulling the schema library into its route (DESIGN §9).
 * `orders-schemas.ts` re-exports everything here.
 */

/** Order list default page size (spec §9). */
export const ORDER_LIST_PAGE_SIZE = 5;
/** Cards show at most this many line images. */
export const ORDER_CARD_MAX_IMAGES = 3;
/** Mobile infinite scroll: next page when within this many pixels of the bottom. */
export const ORDER_LIST_SCROLL_THRESHOLD = 50;

export const ORDER_TIMESPANS = ['3months', 'thisYear', 'lastYear', 'all'] as const;
export type OrderTimespan = (typeof ORDER_TIMESPANS)[number];

/** The time range a timespan covers, as ISO strings (now injected for tests). */
export function timespanRange(
  span: OrderTimespan,
  now = new Date(),
): { startTime?: string; endTime?: string } {
  const year = now.getUTCFullYear();
  switch (span) {
    case '3months': {
      const start = new Date(now);
      start.setUTCMonth(start.getUTCMonth() - 3);
      return { startTime: start.toISOString() };
    }
    case 'thisYear':
      return { startTime: new Date(Date.UTC(year, 0, 1)).toISOString() };
    case 'lastYear':
      return {
        startTime: new Date(Date.UTC(year - 1, 0, 1)).toISOString(),
        endTime: new Date(Date.UTC(year, 0, 1)).toISOString(),
      };
    default:
      return {};
  }
}
