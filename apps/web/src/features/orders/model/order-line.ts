import { formatQuantity } from '@kontor/domain/locale-numbers';
import type { AnyOrderLine } from '@kontor/domain/orders/orders-responses';
import type { TFunction } from 'i18next';
import { attributesText as skuAttributesText } from '../../../shared/i18n/attribute-texts.ts';

/** Attributes as one text in the interface language, joined by "; " (spec §2): `Colour: Oak; Size: 160×80 cm`. */
export function attributesText(line: Pick<AnyOrderLine, 'sku'>, t: TFunction): string {
  return skuAttributesText(t, line.sku.attributes);
}

/** Sold by weight: the quantity carries its unit (2.5 kg). */
export function isWeightLine(line: Pick<AnyOrderLine, 'sku'>): boolean {
  return line.sku.businessTypeDict === 'WEIGHT';
}

/** Quantity as shown: `2,5 kg` for weight items, `2` otherwise, in the interface language (decision 020). */
export function quantityText(line: Pick<AnyOrderLine, 'sku' | 'tradeQty'>, language: string): string {
  return formatQuantity(line.tradeQty, language, isWeightLine(line) ? line.sku.marketingUnit.unitName : null);
}

/** The line images a card shows: at most `max`, and how many more there are ("+N"). */
export function cardImages<T>(lines: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: lines.slice(0, max), more: Math.max(0, lines.length - max) };
}

/** How many items an order has: pieces counted by quantity, an item sold by weight counts once. */
export function itemCount(lines: readonly Pick<AnyOrderLine, 'sku' | 'tradeQty'>[]): number {
  return lines.reduce((n, l) => n + (isWeightLine(l) ? 1 : l.tradeQty), 0);
}
