// The after-sales feature's public surface: what other features may import (decision 015).
export { AFTER_SALES_KEY, invalidateAfterSales } from './api/keys.ts';
export { renderApplyQuery } from './api/render-apply.ts';
export { useReverseOrdersOfLines } from './api/reverse-orders-of-lines.ts';
