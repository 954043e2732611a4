// The cart feature's public surface: what other features may import (decision 015).

export { useBatchCreateCartLines } from './api/batch-create-cart-lines.ts';
export { CART_KEY } from './api/keys.ts';
export { queryCartLines } from './api/query-cart-lines.ts';
export { CartCountBadge, useCartCount } from './components/cart-count.tsx';
export { QuantityStepper } from './components/cart-quantity-stepper.tsx';
