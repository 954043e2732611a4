/**
 * Goods sold by weight or length count as one item per line, whatever the measure. A module of its
 * own so the header's cart count (on every page) does not bring the cart summary along (decision 073).
 */
export function isSoldByMeasure(line: { sku: { businessTypeDict: string; adjustStep: number } }): boolean {
  const step = Number(line.sku.adjustStep);
  return line.sku.businessTypeDict === 'WEIGHT' || (Number.isFinite(step) && step % 1 !== 0);
}
