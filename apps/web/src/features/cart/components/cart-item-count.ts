import { isSoldByMeasure } from '@kontor/domain/cart/sold-by-measure';
import type { CartLine } from '../api/query-cart-lines.ts';

/**
 * The header's count: every line of the cart, counted like the footer counts (pieces for goods sold
 * by the piece, one per line sold by measure), whether selected or not. Apart from `cart-lines.ts`
 * (the cart page's helpers) because the header is on every page (decision 073).
 */
export function cartItemCount(lines: readonly CartLine[]): number {
  return (
    Math.round(lines.reduce((n, line) => n + (isSoldByMeasure(line) ? 1 : line.skuQty), 0) * 1000) / 1000
  );
}
