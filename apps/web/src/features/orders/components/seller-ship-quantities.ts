import { readQuantity } from '@kontor/domain/locale-numbers';

/**
 * What is left to ship of an order's lines and the checks of the ship dialog's quantities; the
 * server applies the same rule under the lines' locks (seller_ShipOrderFlow).
 */

export interface ShippableLine {
  id: number;
  tradeQty: number;
  deliveredQty: number;
  cancelledQty: number;
  reservedQty: number;
  sku: { adjustStep: number; businessTypeDict: string };
}

/** Quantities have three decimals (numeric(12,3)): 2.5 − 0.5 − 0.3 must be 1.7, not 1.7000000000000002. */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Bought, less what was shipped, cancelled or held by an open after-sales application; never below zero. */
export function remainingToShip(line: Omit<ShippableLine, 'sku'>): number {
  return Math.max(0, round3(line.tradeQty - line.deliveredQty - line.cancelledQty - line.reservedQty));
}

/** Goods sold by weight ship in their own step (0.5 kg); everything else in whole pieces. */
export function shipStep(line: Pick<ShippableLine, 'sku'>): number {
  const step = Number(line.sku.adjustStep);
  return Number.isFinite(step) && step > 0 ? step : 1;
}

export type ShipQuantityError = 'seller.ship.qtyPositive' | 'seller.ship.tooMany' | 'seller.ship.qtyStep';

/** The i18n key of what is wrong with a quantity to ship, or null when it may ship. */
export function shipQuantityError(
  qty: number | null | undefined,
  remaining: number,
  step: number,
): ShipQuantityError | null {
  if (qty === null || qty === undefined || !Number.isFinite(qty) || qty <= 0)
    return 'seller.ship.qtyPositive';
  if (round3(qty) > round3(remaining)) return 'seller.ship.tooMany';
  const steps = round3(qty / step);
  // The last, partial step of a remainder may ship (2.3 kg left at 0.5 kg steps ships as 2.3).
  if (Math.abs(steps - Math.round(steps)) > 1e-9 && round3(qty) !== round3(remaining)) {
    return 'seller.ship.qtyStep';
  }
  return null;
}

export interface ShipSelection {
  /** Ticked lines. */
  selected: Record<string, boolean | undefined>;
  /** Quantity per line: as typed in the interface language, or the number it starts with. */
  qty: Record<string, string | number | null | undefined>;
}

/** The payload lines of the ticked lines, in the order of the order's lines. */
export function shipLines(
  lines: readonly Pick<ShippableLine, 'id'>[],
  selection: ShipSelection,
  language: string,
): { orderLineId: number; qty: number }[] {
  return lines
    .filter((l) => selection.selected[String(l.id)])
    .map((l) => {
      const read = readQuantity(selection.qty[String(l.id)] ?? null, language);
      // The form refuses an unreadable quantity before it submits; 0 would be refused by the server too.
      return { orderLineId: l.id, qty: read.ok ? read.number : 0 };
    });
}

/** The dialog's starting values: every line with something left, ticked, at its whole remainder. */
export function initialSelection(lines: readonly ShippableLine[]): ShipSelection {
  const selected: ShipSelection['selected'] = {};
  const qty: ShipSelection['qty'] = {};
  for (const line of lines) {
    const left = remainingToShip(line);
    selected[String(line.id)] = left > 0;
    qty[String(line.id)] = left > 0 ? left : null;
  }
  return { selected, qty };
}

/** Whether anything is left to ship on the order after these lines leave. */
export function leftAfterShipping(
  lines: readonly ShippableLine[],
  shipped: readonly { orderLineId: number; qty: number }[],
): boolean {
  const byLine = new Map(shipped.map((s) => [s.orderLineId, s.qty]));
  return lines.some((l) => round3(remainingToShip(l) - (byLine.get(l.id) ?? 0)) > 0);
}
