// The coupons feature's public surface: what other features may import (decision 015).

export { COUPONS_KEY } from './api/keys.ts';
export { DiscountCodeSection } from './components/discount-code-section.tsx';
