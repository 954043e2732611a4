import {
  type Language,
  minorToValue,
  orderOperations,
  withdrawFromContractSchema,
  withdrawResponseSchema,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { defineCall } from '../../platform/rpc.ts';
import { queueMessage } from '../../providers/mail/outbox.ts';
import { orderFacts, orderForBuyer } from '../orders/orders-service.ts';
import { afterSalesRepository as repo } from './after-sales-repository.ts';
import { withdraw } from './after-sales-service.ts';

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
      const { rev, status, chosen, goods, shipping } = await withdraw(q, ctx, ctx.user.id, order, input);
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
        id: rev.id,
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
