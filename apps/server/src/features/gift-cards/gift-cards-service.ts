import { randomInt } from 'node:crypto';
import { type GiftCardOrder, type GiftCardsOfOrder, isLanguage, type Language, money } from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { queueMessage } from '../../providers/mail/outbox.ts';
import { type GiftCardOrderRow, giftCardsRepository } from './gift-cards-repository.ts';

// Gift cards (decisions 061, 068): a paid order with bizCode virtual_shopping_card carries its codes
// (coupon_code), issued by the payment's writer when the order is paid; its cards are e-mailed to
// the buyer exactly once, through the outbox, in the transaction that records the delivery under
// the order's row lock — at payment, or when the buyer asks (UpdateGiftCardsActivityStatusFunc).

const orderOf = (r: GiftCardOrderRow): GiftCardOrder => ({
  orderId: r.id,
  tradeOrderCode: r.code,
  activityId: r.line_id,
  itemName: r.item_name,
  cardCount: r.card_count,
  paidTime: r.paid_at ? r.paid_at.toISOString() : null,
  sendEmailStatus: r.sent_at !== null,
  sentTime: r.sent_at ? r.sent_at.toISOString() : null,
  email: r.email,
});

export async function giftCardOrdersToSend(db: Db, buyerId: number, page: { no: number; size: number }) {
  const rows = await giftCardsRepository.needSending(db, buyerId, page.size, (page.no - 1) * page.size);
  return { data: rows.map(orderOf), total: rows[0]?.total ?? 0 };
}

async function ownOrder(q: Queryable, buyerId: number, orderId: number, lock = false) {
  const row = await giftCardsRepository.order(q, buyerId, orderId, lock);
  if (!row) throw notFound();
  return row;
}

export async function giftCardsOfOrder(db: Db, buyerId: number, orderId: number): Promise<GiftCardsOfOrder> {
  const row = await ownOrder(db, buyerId, orderId);
  const cards = await giftCardsRepository.cards(db, orderId);
  return {
    ...orderOf(row),
    cards: cards.map((c) => ({
      couponCode: c.coupon_code,
      couponsPassword: c.coupons_password,
      amount: money(BigInt(row.unit_price_minor), row.currency),
      usedStatus: c.used_status,
      usedTime: c.used_time ? c.used_time.toISOString() : null,
    })),
  };
}

/**
 * Sends the cards of a gift-card order by e-mail once. A repeat (or twenty at once) finds the
 * delivery row under the order's lock and answers the first sending.
 */
export async function sendGiftCards(
  db: Db,
  buyerId: number,
  orderId: number,
  activityId: number,
): Promise<{ sendEmailStatus: true; sentTime: string; email: string }> {
  return db.tx(async (q) => {
    const order = await ownOrder(q, buyerId, orderId, true);
    if (order.line_id !== activityId) throw notFound();
    const sent = await deliverOnce(q, order);
    if (!sent) throw conflict('giftCards.errors.noEmail');
    return { sendEmailStatus: true, sentTime: sent.sent_at.toISOString(), email: sent.email };
  });
}

/**
 * The cards of a locked gift-card order go out once: the first call queues the e-mail and writes the
 * delivery row in the caller's transaction; later ones find the row. Undefined when there is no
 * address to send to (nothing is written; the buyer may send later).
 */
async function deliverOnce(q: Queryable, order: GiftCardOrderRow) {
  const before = await giftCardsRepository.delivery(q, order.id);
  if (before) return before;
  if (!order.email) return undefined;
  const cards = await giftCardsRepository.cards(q, order.id);
  const language: Language = order.language && isLanguage(order.language) ? order.language : 'en';
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(language, `giftCards.email.${key}`, params);
  const messageId = await queueMessage(q, {
    channel: 'EMAIL',
    recipient: order.email,
    subject: t('subject', { code: order.code }),
    body: [
      t('intro', { item: order.item_name, code: order.code }),
      ...cards.map((c) =>
        c.coupons_password
          ? t('cardWithPin', { code: c.coupon_code, pin: c.coupons_password })
          : t('card', { code: c.coupon_code }),
      ),
      t('outro'),
    ].join('\n\n'),
  });
  await giftCardsRepository.recordDelivery(q, {
    orderId: order.id,
    lineId: order.line_id,
    buyerId: order.buyer_id,
    email: order.email,
    messageId,
  });
  return giftCardsRepository.delivery(q, order.id);
}

/** Letters and digits that cannot be mistaken for each other when typed from an e-mail. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const block = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const newCode = () => `KGC-${block()}-${block()}-${block()}`;
const newPin = () => String(randomInt(1_000_000)).padStart(6, '0');

/**
 * These orders were just paid (the payment attempt's writer, same transaction, decision 068): each
 * gift-card order gets one card (code and PIN) per unit of its gift-card lines, unless it has its
 * cards already, and the cards are e-mailed once. Answers the gift-card orders handled.
 */
export async function issuePaidGiftCards(q: Queryable, orderIds: number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const orders = await giftCardsRepository.paidAmong(q, orderIds);
  for (const order of orders) {
    if (order.card_count === 0) {
      for (const line of await giftCardsRepository.cardLines(q, order.id)) {
        for (let n = 0; n < line.qty; n++) {
          while (
            !(await giftCardsRepository.insertCard(q, {
              orderId: order.id,
              lineId: line.id,
              code: newCode(),
              pin: newPin(),
            }))
          );
        }
      }
    }
    await deliverOnce(q, order);
  }
  return orders.map((o) => o.id);
}
