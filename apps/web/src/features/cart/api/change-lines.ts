import type { CartLine, CartView } from '@kontor/domain/cart/cart-responses';
import { summariseCart } from '@kontor/domain/cart/cart-summary';
import type { SiteCode } from '@kontor/domain/sites';

/**
 * The cart after a change not yet answered: the lines changed and the summary worked out again by
 * the server's own function, so the footer moves with the change and the server's answer agrees.
 * Apart from `query-cart-lines.ts`, which the header on every page reads (decision 073).
 */
export function changeLines(
  view: CartView | undefined,
  site: SiteCode,
  change: (lines: CartLine[]) => CartLine[],
): CartView | undefined {
  if (!view) return view;
  const lines = change(view.lines);
  return { ...view, lines, ...summariseCart(lines, site, view.extraPointsPercent) };
}
