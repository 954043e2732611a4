/** Every query of the buyer's orders sits under `orders`: lists, counts, details, packages, tracking. */
export const ORDERS_KEY = ['orders'] as const;
