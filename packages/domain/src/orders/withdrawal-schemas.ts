import { z } from 'zod';
import { refuseRepeatedLines } from '../after-sales/line-choice.ts';
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
  .superRefine((v, ctx) => refuseRepeatedLines(v.reverseTradeOrderLineList, ctx));
export type WithdrawFromContractInput = z.infer<typeof withdrawFromContractSchema>;
