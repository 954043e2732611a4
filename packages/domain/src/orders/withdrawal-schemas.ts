import { z } from 'zod';
import { idInput, qtyInput } from '../input-fields.ts';

const id = idInput();

/**
 * kontor_trade_WithdrawFromContractFlow: withdraw from the contract for some lines of a received
 * order (EU right of withdrawal). No reason and no amount: withdrawal needs no justification and
 * refunds everything paid for the chosen quantities. Quantities are checked against the order's
 * canReverseQty on the server.
 */
export const withdrawFromContractSchema = z
  .object({
    tradeOrder: z.object({ id }),
    reverseTradeOrderLineList: z
      .array(
        z.object({
          tradeOrderLine: z.object({ id }, { error: 'afterSales.errors.lineRequired' }),
          reverseQty: qtyInput({ min: 'afterSales.errors.qtyMin', maxMessage: 'afterSales.errors.qtyMax' }),
        }),
        { error: 'afterSales.errors.linesRequired' },
      )
      .min(1, 'afterSales.errors.linesRequired')
      .max(200),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.reverseTradeOrderLineList.forEach((l, i) => {
      if (seen.has(l.tradeOrderLine.id))
        ctx.addIssue({
          code: 'custom',
          path: ['reverseTradeOrderLineList', i, 'tradeOrderLine', 'id'],
          message: 'afterSales.errors.lineTwice',
        });
      seen.add(l.tradeOrderLine.id);
    });
  });
export type WithdrawFromContractInput = z.infer<typeof withdrawFromContractSchema>;
