import type { z } from 'zod';

/**
 * The order lines an after-sales application or a withdrawal names: each line at most once
 * (`afterSales.errors.lineTwice` on the repeated line's id). For a schema's superRefine.
 */
export function refuseRepeatedLines(
  lines: readonly { tradeOrderLine: { id: number } }[],
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(l.tradeOrderLine.id))
      ctx.addIssue({
        code: 'custom',
        path: ['reverseTradeOrderLineList', i, 'tradeOrderLine', 'id'],
        message: 'afterSales.errors.lineTwice',
      });
    seen.add(l.tradeOrderLine.id);
  });
}
