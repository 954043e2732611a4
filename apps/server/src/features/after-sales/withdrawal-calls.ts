import {
  type FieldError,
  isOnStep,
  type Language,
  minorToValue,
  orderOperations,
  WITHDRAWAL_REASON,
  withdrawFromContractSchema,
  withdrawResponseSchema,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { defineCall } from '../../platform/rpc.ts';
import { queueMessage } from '../../providers/mail/outbox.ts';
import { appendOrderEvent, orderFacts, orderForBuyer } from '../orders/orders-service.ts';
import { type OrderLineForReverse, afterSalesRepository as repo } from './after-sales-repository.ts';
import { lineAvailability, orderExtraRemaining, takeStep } from './after-sales-service.ts';

const amountText = (minor: number, currency: string) => `${minorToValue(minor)} ${currency}`;

/** The acknowledgement of a withdrawal (a durable medium, as the directive asks), in the buyer's language. */
function acknowledgement(
  language: Language,
  m: {
    name: string;
    orderCode: string;
    shopName: string;
    reverseCode: string;
    currency: string;
    totalMinor: number;
    lines: { name: string; qty: number; minor: number }[];
  },
) {
  const tr = (key: string, params?: Record<string, unknown>) =>
    translate(language, `orders.withdraw.mail.${key}`, params);
  const lines = m.lines
    .map((l) => tr('line', { qty: l.qty, name: l.name, amount: amountText(l.minor, m.currency) }))
    .join('\n');
  return {
    subject: tr('subject', { code: m.orderCode, number: m.reverseCode }),
    body: tr('body', {
      name: m.name,
      code: m.orderCode,
      shop: m.shopName,
      number: m.reverseCode,
      lines,
      amount: amountText(m.totalMinor, m.currency),
    }),
  };
}

/**
 * EU right of withdrawal: the buyer withdraws from the contract for some quantities of a received
 * order within 14 days of delivery (the order's buyerWithdraw operation). Through the after-sales
 * machinery, in one transaction under the order's row lock: a SALE_RETURN application with the
 * withdrawal reason and everything paid for the chosen quantities (plus the delivery costs when
 * nothing of the order is kept), its quantities reserved, handed to the seller like any return; the
 * order event; and the acknowledgement e-mail through the outbox.
 */
export const withdrawFromContract = defineCall({
  kind: 'flow',
  name: '{host}_trade_WithdrawFromContractFlow',
  access: 'buyer',
  schema: withdrawFromContractSchema,
  response: withdrawResponseSchema,
  handler: (input, ctx) =>
    ctx.db.tx(async (q) => {
      // The order row lock first (every after-sales change takes it), then the operation's rule.
      const row = await orderForBuyer(q, ctx.user.id, input.tradeOrder.id, true);
      if (!row) throw notFound();
      const facts = orderFacts(row, ctx.user.isTourist);
      if (!orderOperations(facts).includes('buyerWithdraw')) {
        const expired = row.display_status === 'COMPLETE' && facts.withdrawalDaysLeft === null;
        throw expired
          ? conflict('orders.withdraw.errors.windowClosed')
          : conflict('orders.operationNotOffered', { operation: 'buyerWithdraw' });
      }
      const order = (await repo.lockOrderForBuyer(q, ctx.user.id, row.id))!;
      const lines = await repo.linesOf(q, order.id);
      const byId = new Map(lines.map((l) => [l.id, l]));
      const errors: FieldError[] = [];
      const chosen: { line: OrderLineForReverse; qty: number; minor: number }[] = [];
      input.reverseTradeOrderLineList.forEach((x, i) => {
        const line = byId.get(x.tradeOrderLine.id);
        const a = line && lineAvailability(line, order.display_status);
        if (!line || !a || a.excluded || a.canReverseQty <= 0) {
          errors.push({
            path: `reverseTradeOrderLineList.${i}.tradeOrderLine.id`,
            message: 'afterSales.errors.lineNotReversible',
          });
          return;
        }
        if (x.reverseQty > a.canReverseQty) {
          errors.push({
            path: `reverseTradeOrderLineList.${i}.reverseQty`,
            message: 'afterSales.errors.qtyMax',
          });
        } else if (!isOnStep(x.reverseQty, line.adjust_step)) {
          errors.push({
            path: `reverseTradeOrderLineList.${i}.reverseQty`,
            message: 'afterSales.errors.qtyMin',
          });
        } else {
          chosen.push({ line, qty: x.reverseQty, minor: a.refundableFor(x.reverseQty) });
        }
      });
      if (errors.length) throw invalid(errors);

      // Withdrawing from all that is left of the order gives the delivery costs back too (art. 13).
      const left = (l: OrderLineForReverse) => l.trade_qty - l.cancelled_qty - l.reversed_qty;
      const keepsNothing = lines
        .filter((l) => left(l) > 0 && !lineAvailability(l, order.display_status).excluded)
        .every((l) => {
          const c = chosen.find((x) => x.line.id === l.id);
          return c !== undefined && l.reserved_qty === 0 && c.qty === left(l);
        });
      const shipping = keepsNothing ? await orderExtraRemaining(q, order, lines) : 0;
      const goods = chosen.reduce((n, c) => n + c.minor, 0);

      const reverseId = await repo.insertReverse(q, {
        orderId: order.id,
        buyerId: ctx.user.id,
        shopId: order.shop_id,
        type: 'SALE_RETURN',
        reason: WITHDRAWAL_REASON,
        currency: order.currency,
        applyRefundMinor: goods + shipping,
        refundShippingMinor: shipping,
      });
      for (const [i, c] of chosen.entries()) {
        await repo.insertLine(q, {
          reverseId,
          orderLineId: c.line.id,
          qty: c.qty,
          applyRefundMinor: c.minor,
          derivativeSkuId: null,
          derivativeSku: null,
        });
        if (!(await repo.reserve(q, c.line.id, c.qty)))
          throw invalid([
            { path: `reverseTradeOrderLineList.${i}.reverseQty`, message: 'afterSales.errors.qtyMax' },
          ]);
      }
      const rev = (await repo.byId(q, reverseId))!;
      await appendOrderEvent(q, order.id, 'BUYER', {
        kind: 'WITHDRAWN',
        payload: {
          reverseOrderId: reverseId,
          reverseTradeOrderCode: rev.code,
          reverseTradeOrderType: rev.type,
          lines: chosen.map((c) => ({ tradeOrderLineId: c.line.id, qty: c.qty })),
          amount: { value: minorToValue(goods + shipping), currency: order.currency },
        },
      });
      const status = await takeStep(q, ctx, rev, 'SUBMIT', 'SYSTEM');
      await acknowledge(q, ctx.user.email ?? row.buyer_email, ctx.language, {
        name: ctx.user.nickname || row.buyer_nickname,
        orderCode: order.code,
        shopName: row.shop_name,
        reverseCode: rev.code,
        currency: order.currency,
        totalMinor: goods + shipping,
        lines: chosen.map((c) => ({ name: c.line.sku_name, qty: c.qty, minor: c.minor })),
      });
      return {
        id: reverseId,
        reverseTradeOrderCode: rev.code,
        reverseTradeOrderType: rev.type,
        reverseTradeOrderStatus: status,
        applyRefundAmt: { value: minorToValue(goods + shipping), currency: order.currency },
      };
    }),
});

async function acknowledge(
  q: Queryable,
  recipient: string | null,
  language: Language,
  m: Parameters<typeof acknowledgement>[1],
) {
  if (!recipient) return;
  const { subject, body } = acknowledgement(language, m);
  await queueMessage(q, { channel: 'EMAIL', recipient, subject, body });
}
