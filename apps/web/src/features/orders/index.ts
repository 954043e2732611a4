// The orders feature's public surface: what other features may import (decision 015).

export { type Carrier, useCarriers } from './api/carriers.ts';
export { invalidateOrders } from './api/invalidate-orders.ts';
export { ORDERS_KEY } from './api/keys.ts';
export { type SellerShop, useSellerMyShop } from './api/seller-query-my-shop.ts';
export { SellerShopHeader } from './components/seller-shop-header.tsx';
