// The orders feature's public surface: what other features may import (decision 015).

export { type Carrier, useCarriers } from './api/carriers.ts';
export { invalidateOrders } from './api/invalidate-orders.ts';
export { ORDERS_KEY } from './api/keys.ts';
