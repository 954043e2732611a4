// The reviews feature's public surface: what other features may import (decision 015).
export { REVIEWS_KEY } from './api/page-review-orders.ts';
