import { type GiftCardOrder, type GiftCardsOfOrder, isLanguage, type Language, money } from '@kontor/domain';
import type { Db, Queryable } from '../../platform/db/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { queueMessage } from '../../providers/mail/outbox.ts';
import { type GiftCardOrderRow, giftCardsRepository } from './gift-cards-repository.ts';

// Gift cards (decision 061): a paid order with bizCode virtual_shopping_card carries its codes
// (coupon_code); its cards are e-mailed to the buyer exactly once, through the outbox, in the
// transaction that records the delivery under the order's row lock.

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
    const before = await giftCardsRepository.delivery(q, orderId);
    if (before) return { sendEmailStatus: true, sentTime: before.sent_at.toISOString(), email: before.email };
    if (!order.email) throw conflict('giftCards.errors.noEmail');
    const cards = await giftCardsRepository.cards(q, orderId);
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
      orderId,
      lineId: order.line_id,
      buyerId,
      email: order.email,
      messageId,
    });
    const sent = await giftCardsRepository.delivery(q, orderId);
    return { sendEmailStatus: true, sentTime: sent!.sent_at.toISOString(), email: sent!.email };
  });
}
