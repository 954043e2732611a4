import { isSoldByMeasure } from '@kontor/domain/cart/sold-by-measure';
import { type Money, money, valueToMinor } from '@kontor/domain/money';
import type { CartLine } from '../api/query-cart-lines.ts';

/** The largest quantity a cart line takes (the cart schema's limit). */
export const MAX_CART_QTY = 999;

/** Quantities keep three decimals (numeric(12,3) on the server): 0.1 + 0.2 must stay 0.3. */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Goods sold by weight or length step by their own unit (0.5 kg); everything else by whole pieces. */
export function quantityStep(line: Pick<CartLine, 'sku'>): number {
  const step = Number(line.sku.adjustStep);
  return Number.isFinite(step) && step > 0 ? step : 1;
}

export { isSoldByMeasure };

/** The nearest allowed quantity: a whole number of steps, at least one step, at most the maximum. */
export function normaliseQuantity(value: number, step: number): number {
  if (!Number.isFinite(value)) return step;
  const steps = Math.round(round3(value / step));
  const largest = Math.floor(round3(MAX_CART_QTY / step));
  return round3(Math.min(Math.max(steps, 1), largest) * step);
}

/** One step up or down from the current quantity, within the allowed range. */
export function stepQuantity(current: number, step: number, direction: 1 | -1): number {
  return normaliseQuantity(current + direction * step, step);
}

export function canStep(current: number, step: number, direction: 1 | -1): boolean {
  return stepQuantity(current, step, direction) !== normaliseQuantity(current, step);
}

function minor(m: Money | null | undefined): number | null {
  if (!m) return null;
  try {
    return valueToMinor(m.value);
  } catch {
    return null;
  }
}

/** The line's amount at the live price, as the server works it out (rounded to the cent). */
export function lineAmountMinor(line: Pick<CartLine, 'sku' | 'skuQty'>): number | null {
  const unit = minor(line.sku.salePrc);
  return unit === null ? null : Math.round(unit * line.skuQty);
}

/** The line after a quantity change, with its amount recomputed (shown before the server answers). */
export function withQuantity(line: CartLine, skuQty: number): CartLine {
  const amount = lineAmountMinor({ sku: line.sku, skuQty });
  return {
    ...line,
    skuQty,
    lineAmt: amount === null || !line.sku.salePrc ? null : money(amount, line.sku.salePrc.currency),
  };
}

/** A line can be bought (and so selected and counted) only when it is available with a price. */
export function isPurchasable(line: Pick<CartLine, 'available' | 'sku'>): boolean {
  return line.available && !!line.sku.salePrc;
}

export interface ShopGroup {
  shop: CartLine['shop'];
  lines: CartLine[];
}

/** Lines grouped by shop, shops and lines in the order the server gives them. */
export function groupByShop(lines: readonly CartLine[]): ShopGroup[] {
  const groups = new Map<number, ShopGroup>();
  for (const line of lines) {
    let group = groups.get(line.shop.id);
    if (!group) {
      group = { shop: line.shop, lines: [] };
      groups.set(line.shop.id, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()];
}

export type Selection = 'all' | 'some' | 'none';

/** Whether all, some or none of the lines that can be bought are selected. */
export function selectionOf(lines: readonly CartLine[]): Selection {
  const purchasable = lines.filter(isPurchasable);
  const selected = purchasable.filter((l) => l.isSelected).length;
  if (selected === 0) return 'none';
  return selected === purchasable.length ? 'all' : 'some';
}

export { cartItemCount } from './cart-item-count.ts';
